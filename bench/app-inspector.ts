// bench:app, the BCS inspector (issue 13): `Large` (2.5 MB of BCS, read from the node by
// `address` + `resource`) from page open to the first annotated hex rows painted, and the decoded tree;
// then where the time goes, in Node: the annotated decode and the byte → field lookups.
import type { Browser } from '@playwright/test';
import { annotationAtByte, annotationAtPath } from '../src/core/move/byte-fields';
import { decodeMoveValue, type ValueAnnotation } from '../src/core/move/bcs-reader';
import { encodeMoveValue } from '../src/core/move/bcs-writer';
import { parseTypeTag } from '../src/core/move/type-tag';
import { coldLoad, median, row, type ColdLoad } from './page-timing';

export const INSPECT_LARGE = '/bcs?address=0xcafe&resource=0xcafe::showcase::Large&ledger_version=19000';
const FIRST_HEX_ROW = { selector: '[data-testid="bcs-hex"] .bcs-byte', text: '' };
const TREE_ITEMS = { selector: '[role="tree"]', text: 'items' };
const TARGET_MS = 500;

/** The bytes' request end, from the load's resource timings (the page's own BCS read). */
const bytesArrived = (load: ColdLoad) => load.fetched.find((entry) => entry.path.startsWith('/v1/accounts/'))?.responseEndMs ?? NaN;

/** A Large-shaped value (50,000 entries, as the demo chain's: id, label, 1–3 tags). */
function largeBytes(): Uint8Array {
  const items = [];
  for (let i = 0; i < 50_000; i++)
    items.push({ id: String(i), label: `large entry #${i}`, tags: Array.from({ length: 1 + (i % 3) }, (_, t) => `t${t}`) });
  return encodeMoveValue({ items }, parseTypeTag('0xcafe::showcase::Large'));
}

/** The lookup the inspector used before (every range scanned), for the ratio. */
function annotationAtByteByScan(annotations: readonly ValueAnnotation[], offset: number): ValueAnnotation | undefined {
  let found: ValueAnnotation | undefined;
  for (const annotation of annotations)
    if (offset >= annotation.start && offset < annotation.end && (found === undefined || annotation.path.length >= found.path.length))
      found = annotation;
  return found;
}

function timeEach(runs: number, work: () => void): number {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Node-side phases: decode with byte ranges, one byte → field and one field → bytes lookup. */
function corePhases(runs: number): string[] {
  const tag = parseTypeTag('0xcafe::showcase::Large');
  const bytes = largeBytes();
  let annotations: ValueAnnotation[] = [];
  const decodeMs = timeEach(runs, () => {
    annotations = decodeMoveValue(bytes, tag, { annotate: true }).annotations ?? [];
  });
  const offsets = Array.from({ length: 200 }, (_, i) => Math.floor((bytes.length * i) / 200));
  const byteMs = timeEach(runs, () => offsets.forEach((offset) => annotationAtByte(annotations, offset))) / offsets.length;
  const scanMs = timeEach(runs, () => offsets.slice(0, 20).forEach((offset) => annotationAtByteByScan(annotations, offset))) / 20;
  const deep = ['items', 43_210, 'label'];
  const pathMs = timeEach(runs, () => annotationAtPath(annotations, deep));
  return [
    row(
      `Large: annotated decode in Node (${annotations.length.toLocaleString('en-US')} byte ranges, median of ${runs})`,
      `${decodeMs.toFixed(0)} ms`,
      '',
      null,
    ),
    row('Large: byte → field, binary search (median per lookup)', `${(byteMs * 1000).toFixed(1)} µs`, '', null),
    row('Large: byte → field, scanning every range (before; per lookup)', `${scanMs.toFixed(2)} ms`, '', null),
    row('Large: field → bytes for items[43210].label (scan)', `${pathMs.toFixed(2)} ms`, '', null),
  ];
}

export async function benchInspector(browser: Browser, url: string, options: { quick: boolean }): Promise<string[]> {
  await coldLoad(browser, `${url}${INSPECT_LARGE}`, FIRST_HEX_ROW); // warms the node's caches; the browser stays cold
  const hex: ColdLoad[] = [];
  const tree: ColdLoad[] = [];
  for (let i = 0; i < (options.quick ? 3 : 7); i++) {
    hex.push(await coldLoad(browser, `${url}${INSPECT_LARGE}`, FIRST_HEX_ROW));
    tree.push(await coldLoad(browser, `${url}${INSPECT_LARGE}`, TREE_ITEMS));
  }
  const hexMs = median(hex.map((load) => load.visibleMs));
  const arrivedMs = median(hex.map(bytesArrived));
  const committedMs = median(hex.map((load) => load.commitMs));
  return [
    row(
      `inspector on Large: page open → first annotated rows painted (median of ${hex.length} cold loads)`,
      `${hexMs.toFixed(0)} ms`,
      `≤ ${TARGET_MS} ms`,
      hexMs <= TARGET_MS,
    ),
    row('  of which: the 2.5 MB BCS read done (from navigation start)', `${arrivedMs.toFixed(0)} ms`, '', null),
    row('  of which: rows committed to the DOM (decode + byte ranges + render)', `${committedMs.toFixed(0)} ms`, '', null),
    row(
      `inspector on Large: page open → decoded tree painted (median of ${tree.length})`,
      `${median(tree.map((load) => load.visibleMs)).toFixed(0)} ms`,
      '',
      null,
    ),
    ...corePhases(options.quick ? 3 : 7),
  ];
}
