import { describe, expect, it } from 'vitest';
import {
  bootChunk,
  bootTags,
  importPreloads,
  insertBeforeBlockingTags,
  pageAssets,
  type BundleInfo,
  type ChunkInfo,
} from './vite-boot-script';

function chunk(fileName: string, options: Partial<ChunkInfo> = {}): ChunkInfo {
  return { type: 'chunk', fileName, isEntry: false, facadeModuleId: null, imports: [], ...options };
}

// entry → shared (loaded by the entry); resource page → tree → shared, tree has CSS; home page alone.
const bundle: BundleInfo = {
  'assets/index.js': chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: '/w/index.html',
    imports: ['assets/shared.js'],
    viteMetadata: { importedCss: new Set(['assets/index.css']) },
  }),
  'assets/shared.js': chunk('assets/shared.js'),
  'assets/resource.js': chunk('assets/resource.js', {
    facadeModuleId: '/w/src/app/routes/resource-route.tsx',
    imports: ['assets/tree.js', 'assets/shared.js'],
  }),
  'assets/tree.js': chunk('assets/tree.js', {
    imports: ['assets/shared.js'],
    viteMetadata: { importedCss: new Set(['assets/tree.css', 'assets/index.css']) },
  }),
  'assets/home.js': chunk('assets/home.js', { facadeModuleId: 'C:\\w\\src\\app\\routes\\home-route.tsx' }),
  'assets/tree.css': { type: 'asset', fileName: 'assets/tree.css' },
};
const pages = [
  { name: 'resource', module: 'src/app/routes/resource-route.tsx' },
  { name: 'home', module: 'src/app/routes/home-route.tsx' },
];

describe('pageAssets', () => {
  it('lists a page chunk and its static imports, less what the entry already loads', () => {
    expect(pageAssets(bundle, pages)).toEqual({
      resource: { js: ['/assets/resource.js', '/assets/tree.js'], css: ['/assets/tree.css'] },
      home: { js: ['/assets/home.js'], css: [] },
    });
  });
  it('fails the build when a route module has no chunk (no longer lazy, or renamed)', () => {
    expect(() => pageAssets(bundle, [{ name: 'spec', module: 'src/app/routes/spec-route.tsx' }])).toThrow(
      'boot-script: no chunk for src/app/routes/spec-route.tsx',
    );
  });
});

describe('bootTags', () => {
  it('puts the JSON before the async boot module, with < escaped so nothing closes the element early', () => {
    const tags = bootTags({ home: { js: ['/a</script><script>x()</script>.js'], css: [] } }, '/assets/boot-XTMPfuyV.js');
    expect(tags).not.toContain('</script><script>x()');
    const json = /<script type="application\/json" id="page-assets">(.*?)<\/script>/u.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ home: { js: ['/a</script><script>x()</script>.js'], css: [] } });
    const boot = '<script type="module" async fetchpriority="high" crossorigin src="/assets/boot-XTMPfuyV.js"></script>';
    expect(tags.indexOf('page-assets')).toBeLessThan(tags.indexOf(boot));
  });
});

describe('bootChunk', () => {
  const withBoot: BundleInfo = {
    ...bundle,
    'assets/boot-XTMPfuyV.js': chunk('assets/boot-XTMPfuyV.js', { isEntry: true, facadeModuleId: 'C:\\w\\src\\app\\boot\\boot.ts' }),
  };
  it("names the boot entry's chunk and drops the module script Vite wrote for it", () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/boot-XTMPfuyV.js"></script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>';
    expect(bootChunk(withBoot, html, 'C:/w/src/app/boot/boot.ts')).toEqual({
      src: '/assets/boot-XTMPfuyV.js',
      html: '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>',
    });
  });
  it('fails the build when the boot module is no entry of it', () => {
    expect(() => bootChunk(bundle, '<head></head>', '/w/src/app/boot/boot.ts')).toThrow('boot-script: no entry chunk for');
  });
});

describe('insertBeforeBlockingTags', () => {
  it('goes before the first stylesheet or module script, so no stylesheet holds it back', () => {
    const html =
      '<head><title>t</title><script>early()</script><script type="module" crossorigin src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>';
    expect(insertBeforeBlockingTags(html, '<script>preload()</script>\n    ')).toBe(
      '<head><title>t</title><script>early()</script><script>preload()</script>\n    <script type="module" crossorigin src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(
      insertBeforeBlockingTags(
        '<head><link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head>',
        '<script>p()</script>\n    ',
      ),
    ).toMatch(/^<head><script>p\(\)<\/script>\s*<link rel="stylesheet"/);
  });
  it('ends the head when the page has neither', () => {
    expect(insertBeforeBlockingTags('<head><title>t</title></head>', '<script>p()</script>\n    ')).toBe(
      '<head><title>t</title><script>p()</script>\n    </head>',
    );
  });
});

describe('importPreloads', () => {
  // the shell (entry) → runtime; the account page → page-common; page-common imports the details lazily, which need
  // format-time (new) and page-common (loaded by then)
  const graph: BundleInfo = {
    'assets/shell-CLGcusf4.js': chunk('assets/shell-CLGcusf4.js', { isEntry: true, imports: ['assets/rolldown-runtime-XKyaHtl9.js'] }),
    'assets/rolldown-runtime-XKyaHtl9.js': chunk('assets/rolldown-runtime-XKyaHtl9.js'),
    'assets/account-route-Bq4YqdwD.js': chunk('assets/account-route-Bq4YqdwD.js', {
      imports: ['assets/page-common-CXBm9SyI.js', 'assets/shell-CLGcusf4.js'],
    }),
    'assets/page-common-CXBm9SyI.js': chunk('assets/page-common-CXBm9SyI.js', { imports: ['assets/shell-CLGcusf4.js'] }),
  };
  const { plugin, resolve } = importPreloads(['src/app/routes/account-route.tsx', 'src/features/tables/table-page.tsx']);
  const generate = plugin.generateBundle as unknown as { handler: (options: unknown, bundle: BundleInfo) => void };
  generate.handler({}, graph);
  const js = (hostId: string) => ({ hostId, hostType: 'js' as const });

  it("lists nothing beside a page's chunk: the router preloads the boot script's list for it", () => {
    const deps = ['assets/account-route-Bq4YqdwD.js', 'assets/page-common-CXBm9SyI.js', 'assets/query-lists-CbJZIHFx.js'];
    expect(resolve('assets/account-route-Bq4YqdwD.js', deps, js('assets/shell-CLGcusf4.js'))).toEqual([]);
    const table = ['assets/table-page-B1o0mgHV.js', 'assets/wire-shape-EJXRpC2g.js'];
    expect(resolve('assets/table-page-B1o0mgHV.js', table, js('assets/shell-CLGcusf4.js'))).toEqual([]);
  });

  it('lists what the import needs beyond what its importer has loaded, not the imported chunk itself', () => {
    const deps = ['assets/details-6OCU4EBZ.js', 'assets/format-time-CNux9Pv8.js', 'assets/page-common-CXBm9SyI.js'];
    expect(resolve('assets/details-6OCU4EBZ.js', deps, js('assets/account-route-Bq4YqdwD.js'))).toEqual(['assets/format-time-CNux9Pv8.js']);
    const fromShell = ['assets/details-6OCU4EBZ.js', 'assets/rolldown-runtime-XKyaHtl9.js', 'assets/page-common-CXBm9SyI.js'];
    expect(resolve('assets/details-6OCU4EBZ.js', fromShell, js('assets/shell-CLGcusf4.js'))).toEqual(['assets/page-common-CXBm9SyI.js']);
    // a name that only begins like a page's is another chunk
    expect(resolve('assets/table-page-extra-B1o0mgHV.js', ['assets/x-B1o0mgHV.js'], js('assets/shell-CLGcusf4.js'))).toEqual([
      'assets/x-B1o0mgHV.js',
    ]);
  });

  it("keeps the HTML's own preloads (the entry's)", () => {
    const deps = ['assets/rolldown-runtime-XKyaHtl9.js'];
    expect(resolve('assets/shell-CLGcusf4.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
