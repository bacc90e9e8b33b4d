import { useExplorerParams } from '../../components/explorer/use-explorer-params';

/** `/spec`: the node's own interactive API description, sandboxed, with the raw documents beside it. */
export function SpecPage() {
  const { node } = useExplorerParams();
  return (
    <article>
      <h1 className="page-title">API description of <span className="mono">{node}</span></h1>
      <p className="toolbar">
        <a href={`${node}/spec.json`} target="_blank" rel="noreferrer">spec.json</a>
        <a href={`${node}/spec.yaml`} target="_blank" rel="noreferrer">spec.yaml</a>
        <a href={`${node}/spec`} target="_blank" rel="noreferrer">open in a new tab</a>
      </p>
      <iframe
        className="spec-frame"
        title="Node API description"
        src={`${node}/spec`}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </article>
  );
}
