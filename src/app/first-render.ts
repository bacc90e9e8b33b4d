import type { createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves when the router has finished its first navigation (the page's chunk is in and its loader
 * has run), or after `capMs`, whichever comes first. The page's chunks are preloaded with the entry, so
 * this is usually at once: React's first render is then the page itself, not a fallback rendered,
 * committed, laid out and thrown away first.
 */
export function firstNavigationOrTimeout(router: AppRouter, capMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, capMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
