// A Vite plugin: index.html gets a tiny inline script that, for the route in the address bar, asks
// for that route's lazy chunks (modulepreload) and stylesheets (preload) while the entry downloads.
// Without it a deep link waits for the entry to run, then for the router to import the page.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** A route's path pattern (as the browser sees location.pathname) and the module its `lazy` imports. */
export interface LazyRoute {
  pattern: RegExp;
  module: string;
}

/** What the plugin reads of an output chunk (rolldown's OutputChunk and Vite's metadata). */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> } | undefined;
}

interface AssetInfo {
  type: 'asset';
  fileName: string;
}

export type BundleInfo = Record<string, ChunkInfo | AssetInfo>;

function chunksOf(bundle: BundleInfo): ChunkInfo[] {
  return Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: BundleInfo, start: ChunkInfo): ChunkInfo[] {
  const byName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, ChunkInfo>();
  const pending = [start];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (chunk === undefined || seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) pending.push(imported);
    }
  }
  return [...seen.values()];
}

/** Per route: the scripts and stylesheets its page needs beyond what the entry already loads. */
export function routeAssets(bundle: BundleInfo, routes: readonly LazyRoute[], base = '/'): { pattern: RegExp; js: string[]; css: string[] }[] {
  const chunks = chunksOf(bundle);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(entries.flatMap((entry) => staticClosure(bundle, entry)).map((chunk) => chunk.fileName));
  const cssOfEntry = new Set(entries.flatMap((entry) => staticClosure(bundle, entry)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return routes.map(({ pattern, module }) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId !== null && chunk.facadeModuleId.replaceAll('\\', '/').endsWith(module));
    if (!page) throw new Error(`route-preload: no chunk for ${module}; is it still imported lazily by the router?`);
    const needed = staticClosure(bundle, page).filter((chunk) => !loadedByEntry.has(chunk.fileName));
    const css = [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter((file) => !cssOfEntry.has(file));
    return { pattern, js: needed.map((chunk) => base + chunk.fileName), css: css.map((file) => base + file) };
  });
}

/** The inline script: plain ES5-ish so it runs before any module and needs no transform. */
export function preloadScript(assets: ReturnType<typeof routeAssets>): string {
  const table = assets.map(({ pattern, js, css }) => `[${pattern.toString()},${JSON.stringify(js)},${JSON.stringify(css)}]`).join(',');
  return [
    '(function () {',
    `  var routes = [${table}];`,
    '  for (var i = 0; i < routes.length; i++) {',
    '    if (!routes[i][0].test(location.pathname)) continue;',
    '    var add = function (rel, href, as) {',
    "      var link = document.createElement('link');",
    "      link.rel = rel; link.href = href; link.crossOrigin = '';",
    '      if (as) link.as = as;',
    '      document.head.appendChild(link);',
    '    };',
    "    routes[i][1].forEach(function (href) { add('modulepreload', href); });",
    "    routes[i][2].forEach(function (href) { add('preload', href, 'style'); });",
    '    return;',
    '  }',
    '})();',
  ].join('\n');
}

/**
 * Puts the inline script before the first stylesheet or module script of the page: an inline script
 * after a stylesheet waits for that stylesheet, which would hold the page's chunks back until the CSS
 * has arrived (they then arrive after the entry and delay the first render).
 */
export function insertBeforeBlockingTags(html: string, script: string): string {
  const tag = `<script>${script}</script>\n    `;
  const first = html.search(/<link\b[^>]*\brel="stylesheet"|<script\b[^>]*\btype="module"/);
  if (first === -1) return html.replace('</head>', `${tag}</head>`);
  return html.slice(0, first) + tag + html.slice(first);
}

export function routePreload(routes: readonly LazyRoute[]): Plugin {
  return {
    name: 'ledger-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) return html;
        const bundle: BundleInfo = {};
        for (const [name, item] of Object.entries(context.bundle)) {
          bundle[name] =
            item.type === 'chunk'
              ? { type: 'chunk', fileName: item.fileName, isEntry: item.isEntry, facadeModuleId: item.facadeModuleId, imports: item.imports, viteMetadata: item.viteMetadata }
              : { type: 'asset', fileName: item.fileName };
        }
        return insertBeforeBlockingTags(html, preloadScript(routeAssets(bundle, routes)));
      },
    },
  };
}
