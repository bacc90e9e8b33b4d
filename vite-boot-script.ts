// A Vite plugin: index.html gets, first in its head, the chunks and stylesheets each lazy page needs beyond the
// entry's (as JSON), then the boot module (src/app/boot/boot.ts, the build's second entry), async: it runs as soon as
// its one chunk has arrived, while the shell downloads. For the route in the address bar it preloads the page's chunks
// and, on a deep link, starts the data request. Without it a deep link waits for the entry to run, then for the router
// to import the page. The shell imports the same chunk (vite.config.ts): the rules they share are on the wire once.
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { PAGE_ASSETS_ELEMENT_ID, type PageAssets } from './src/app/boot/page-assets.ts';

/** A lazy page: its route's name and the module its `lazy` imports. */
export interface LazyPage {
  name: string;
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

/** Per page: the scripts and stylesheets it needs beyond what the entry already loads. */
export function pageAssets(bundle: BundleInfo, pages: readonly LazyPage[], base = '/'): Record<string, PageAssets> {
  const chunks = chunksOf(bundle);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(entries.flatMap((entry) => staticClosure(bundle, entry)).map((chunk) => chunk.fileName));
  const cssOfEntry = new Set(
    entries.flatMap((entry) => staticClosure(bundle, entry)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  const assets: Record<string, PageAssets> = {};
  for (const { name, module } of pages) {
    const page = chunks.find((chunk) => chunk.facadeModuleId !== null && chunk.facadeModuleId.replaceAll('\\', '/').endsWith(module));
    if (!page) throw new Error(`boot-script: no chunk for ${module}; is it still imported lazily by the router?`);
    const needed = staticClosure(bundle, page).filter((chunk) => !loadedByEntry.has(chunk.fileName));
    const css = [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(
      (file) => !cssOfEntry.has(file),
    );
    assets[name] = { js: needed.map((chunk) => base + chunk.fileName), css: css.map((file) => base + file) };
  }
  return assets;
}

/** A chunk rolldown named after one of `names` (`assets/<name>-<hash>.js`, the name a module's file name without extension). */
function chunkNamed(names: readonly string[]): RegExp {
  const bare = names.map((name) => name.replace(/^.*\//u, '').replace(/\.tsx?$/u, ''));
  return new RegExp(`^assets/(?:${[...new Set(bare)].join('|')})-[\\w-]{8}\\.js$`, 'u');
}

/** How Vite asks which chunks to preload beside a dynamic import (its modulePreload.resolveDependencies). */
export type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * What a dynamic import lists for the browser to preload beside the chunk it imports: not the chunk itself (the
 * import asks for it), nor what the importing chunk has loaded already (its static imports, the shell), nor anything
 * for a page's chunk, whose chunks the router preloads from the boot script's list (src/app/boot/page-assets.ts).
 * Those lists sit at the top of each importing chunk: in full they cost a deep link's first load ≈ 1.8 kB (gzip).
 * The plugin keeps the chunk graph for `resolve` (rolldown's, before Vite's import analysis asks); the HTML's
 * own preloads (the entry's) are kept as they are.
 */
export function importPreloads(pageModules: readonly string[]): { plugin: Plugin; resolve: ResolveDependencies } {
  const page = chunkNamed(pageModules);
  let bundle: BundleInfo = {};
  const plugin: Plugin = {
    name: 'ledger-import-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as BundleInfo;
      },
    },
  };
  const resolve: ResolveDependencies = (file, deps, { hostId, hostType }) => {
    if (hostType !== 'js') return deps;
    if (page.test(file)) return [];
    const host = bundle[hostId];
    const loaded = new Set(host?.type === 'chunk' ? staticClosure(bundle, host).map((chunk) => chunk.fileName) : []);
    return deps.filter((dep) => dep !== file && !loaded.has(dep));
  };
  return { plugin, resolve };
}

/** The JSON, then the boot module (it reads the JSON): async, and high priority (Chromium's for async is low; README.md). */
export function bootTags(assets: Record<string, PageAssets>, bootSrc: string): string {
  // `<` escaped: no file name can close the element early
  const json = JSON.stringify(assets).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_ASSETS_ELEMENT_ID}">${json}</script>\n    <script type="module" async fetchpriority="high" crossorigin src="${bootSrc}"></script>\n    `;
}

/** Puts the tags before the first stylesheet or module script of the page: the boot module is asked for first. */
export function insertBeforeBlockingTags(html: string, tags: string): string {
  const first = html.search(/<link\b[^>]*\brel="stylesheet"|<script\b[^>]*\btype="module"/);
  if (first === -1) return html.replace('</head>', `${tags}</head>`);
  return html.slice(0, first) + tags + html.slice(first);
}

/** The boot entry's chunk (its file name), and the HTML without the module script Vite wrote for it (the shell imports it). */
export function bootChunk(bundle: BundleInfo, html: string, bootEntry: string): { src: string; html: string } {
  const boot = chunksOf(bundle).find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.replaceAll('\\', '/') === bootEntry.replaceAll('\\', '/'),
  );
  if (!boot) throw new Error(`boot-script: no entry chunk for ${bootEntry}; is it still an input of the build?`);
  const src = `/${boot.fileName}`;
  return {
    src,
    html: html.replace(/[ \t]*<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>\n?/gu, (tag, found) => (found === src ? '' : tag)),
  };
}

export function bootScript(pages: readonly LazyPage[], bootEntry: string): Plugin {
  return {
    name: 'ledger-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) return html;
        const bundle: BundleInfo = {};
        for (const [name, item] of Object.entries(context.bundle)) {
          bundle[name] =
            item.type === 'chunk'
              ? {
                  type: 'chunk',
                  fileName: item.fileName,
                  isEntry: item.isEntry,
                  facadeModuleId: item.facadeModuleId,
                  imports: item.imports,
                  viteMetadata: item.viteMetadata,
                }
              : { type: 'asset', fileName: item.fileName };
        }
        const boot = bootChunk(bundle, html, bootEntry);
        return insertBeforeBlockingTags(boot.html, bootTags(pageAssets(bundle, pages), boot.src));
      },
    },
  };
}
