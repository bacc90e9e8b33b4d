import { lazy } from 'react';
import { AfterPaint } from '../../components/after-paint-gate';
import type { JsonTreeProps } from '../../components/json-tree/json-tree';

// the tree's code lives in the state-key pages' shared chunk (≈ 8 kB gzip): most transactions' first paint draws no
// tree (flat events, an entry function call, resource diffs), so it loads only for one that does (issue 34)
const JsonTree = lazy(async () => ({ default: (await import('../../components/json-tree/json-tree')).JsonTree }));

/** A tree the data paint shows: the page's Suspense boundary keeps its reading state until the tree's code is there. */
export function TreeWithData(props: JsonTreeProps) {
  return <JsonTree {...props} />;
}

/** A tree of fixed height, drawn once the data beside it is painted: until then an empty frame of the tree's size. */
export function TreeAfterPaint(props: JsonTreeProps & { height: number }) {
  const frame = (
    <div className="json-tree">
      <div className="json-tree-toolbar is-reserve" />
      <div className="json-tree-viewport" style={{ height: props.height }} />
      <p className="json-tree-copied" />
    </div>
  );
  return (
    <AfterPaint fallback={frame}>
      <JsonTree {...props} />
    </AfterPaint>
  );
}
