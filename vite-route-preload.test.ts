import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { insertBeforeBlockingTags, preloadScript, routeAssets, type BundleInfo, type ChunkInfo } from './vite-route-preload';

function chunk(fileName: string, options: Partial<ChunkInfo> = {}): ChunkInfo {
  return { type: 'chunk', fileName, isEntry: false, facadeModuleId: null, imports: [], ...options };
}

// entry → shared (loaded by the entry); resource page → tree → shared, tree has CSS; home page alone.
const bundle: BundleInfo = {
  'assets/index.js': chunk('assets/index.js', { isEntry: true, facadeModuleId: '/w/index.html', imports: ['assets/shared.js'], viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
  'assets/shared.js': chunk('assets/shared.js'),
  'assets/resource.js': chunk('assets/resource.js', { facadeModuleId: '/w/src/app/routes/resource-route.tsx', imports: ['assets/tree.js', 'assets/shared.js'] }),
  'assets/tree.js': chunk('assets/tree.js', { imports: ['assets/shared.js'], viteMetadata: { importedCss: new Set(['assets/tree.css', 'assets/index.css']) } }),
  'assets/home.js': chunk('assets/home.js', { facadeModuleId: 'C:\\w\\src\\app\\routes\\home-route.tsx' }),
  'assets/tree.css': { type: 'asset', fileName: 'assets/tree.css' },
};
const routes = [
  { pattern: /^\/accounts\/[^/]+\/resource\/[^/]+$/, module: 'src/app/routes/resource-route.tsx' },
  { pattern: /^\/$/, module: 'src/app/routes/home-route.tsx' },
];

describe('routeAssets', () => {
  it('lists a page chunk and its static imports, less what the entry already loads', () => {
    expect(routeAssets(bundle, routes)).toEqual([
      { pattern: routes[0]?.pattern, js: ['/assets/resource.js', '/assets/tree.js'], css: ['/assets/tree.css'] },
      { pattern: routes[1]?.pattern, js: ['/assets/home.js'], css: [] },
    ]);
  });
  it('fails the build when a route module has no chunk (no longer lazy, or renamed)', () => {
    expect(() => routeAssets(bundle, [{ pattern: /^\/spec$/, module: 'src/app/routes/spec-route.tsx' }])).toThrow(
      'route-preload: no chunk for src/app/routes/spec-route.tsx',
    );
  });
});

describe('preloadScript', () => {
  /** Runs the inline script at `pathname`; returns the links it added to the head. */
  function linksAt(pathname: string): { rel: string; href: string; as?: string; crossOrigin: string }[] {
    const head: { rel: string; href: string; as?: string; crossOrigin: string }[] = [];
    runInNewContext(preloadScript(routeAssets(bundle, routes)), {
      location: { pathname },
      document: {
        createElement: () => ({ rel: '', href: '', crossOrigin: '' }),
        head: { appendChild: (link: { rel: string; href: string; crossOrigin: string }) => head.push(link) },
      },
    });
    return head;
  }
  it('preloads the page chunks and stylesheet of a resource deep link', () => {
    expect(linksAt('/accounts/0xcafe/resource/0xcafe::showcase::Showcase')).toEqual([
      { rel: 'modulepreload', href: '/assets/resource.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/tree.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/tree.css', as: 'style', crossOrigin: '' },
    ]);
  });
  it('preloads only the home page at /', () => {
    expect(linksAt('/').map((link) => link.href)).toEqual(['/assets/home.js']);
  });
  it('preloads nothing for paths no route matches', () => {
    expect(linksAt('/accounts/0xcafe/resource')).toEqual([]);
    expect(linksAt('/nowhere')).toEqual([]);
  });
});

describe('insertBeforeBlockingTags', () => {
  it('goes before the first stylesheet or module script, so no stylesheet holds it back', () => {
    const html = '<head><title>t</title><script>early()</script><script type="module" crossorigin src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>';
    expect(insertBeforeBlockingTags(html, 'preload()')).toBe(
      '<head><title>t</title><script>early()</script><script>preload()</script>\n    <script type="module" crossorigin src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(insertBeforeBlockingTags('<head><link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head>', 'p()')).toMatch(
      /^<head><script>p\(\)<\/script>\s*<link rel="stylesheet"/,
    );
  });
  it('ends the head when the page has neither', () => {
    expect(insertBeforeBlockingTags('<head><title>t</title></head>', 'p()')).toBe('<head><title>t</title><script>p()</script>\n    </head>');
  });
});
