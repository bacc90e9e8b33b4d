// The layout queries' keys and freshness, apart from the resolver they run (layout-queries.ts): a page
// that decodes with the built-in registry needs only these, and loads the resolver when a type needs ABIs.
// Keys follow the app's convention: node, endpoint, inputs, version ('latest').
// A pinned version is immutable: a module or a set of layouts read at it never goes stale.
import { LATEST_STALE_MS, versionKey } from '../versioned-read';

export const layoutStaleTime = (version: bigint | undefined) => (version === undefined ? LATEST_STALE_MS : Infinity);

/** The key of one module's answer (GET …/module/{name}) at `version`. */
export const moduleKey = (node: string, address: string, moduleName: string, version: bigint | undefined) =>
  [node, 'module', address, moduleName, versionKey(version)] as const;

/** The key of every layout a value of `type` (normalised text) needs at `version`. */
export const resolvedLayoutsKey = (node: string, type: string, version: bigint | undefined) =>
  [node, 'layouts', type, versionKey(version)] as const;

/** The key of every layout a struct written inline (`{ name: type, … }`) needs at `version`, by its text. */
export const inlineLayoutsKey = (node: string, text: string, version: bigint | undefined) =>
  [node, 'layouts', 'inline', text, versionKey(version)] as const;
