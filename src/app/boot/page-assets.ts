// Per page route, the chunks and stylesheets its page needs beyond what the entry loads; the build
// writes them into index.html as JSON (vite-boot-script.ts), and the boot script preloads them, so a
// deep link does not wait for the entry to run and the router to import the page.

/** The id of the JSON element in index.html. */
export const PAGE_ASSETS_ELEMENT_ID = 'page-assets';

export interface PageAssets {
  js: string[];
  css: string[];
}

export function readPageAssets(name: string): PageAssets | undefined {
  try {
    const all: unknown = JSON.parse(document.getElementById(PAGE_ASSETS_ELEMENT_ID)?.textContent ?? '{}');
    const assets: unknown = typeof all === 'object' && all !== null ? Reflect.get(all, name) : undefined;
    if (typeof assets !== 'object' || assets === null) return undefined;
    const { js, css } = assets as Partial<PageAssets>;
    return Array.isArray(js) && Array.isArray(css) ? { js, css } : undefined;
  } catch {
    return undefined; // no table (a dev server): the router loads the page as usual
  }
}

/** Preloads what is not linked yet (the boot script preloaded a deep link's; the router asks again on each navigation). */
export function preloadPageAssets({ js, css }: PageAssets): void {
  const add = (rel: string, href: string, as?: string) => {
    if ([...document.head.querySelectorAll('link')].some((link) => link.getAttribute('href') === href)) return;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    if (as !== undefined) link.as = as;
    document.head.appendChild(link);
  };
  for (const href of js) add('modulepreload', href);
  for (const href of css) add('preload', href, 'style');
}
