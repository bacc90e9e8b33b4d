import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';
import './styles/app.css';

const FIRST_NAVIGATION_CAP_MS = 60;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The page's chunks were preloaded with this one: wait a moment for the router's first navigation so
// the first render is the page (past the cap, the router's fallback skeleton shows as before).
// Not a top-level await: the page's chunk imports this one, and a dynamic import of a module that
// depends on a module still evaluating waits for it, so the navigation could never end before the cap.
void appReady(FIRST_NAVIGATION_CAP_MS).then(() => {
  // StrictMode's checks (double renders and effects) run only in development; keep them out of production.
  createRoot(root).render(
    import.meta.env.DEV ? (
      <StrictMode>
        <App />
      </StrictMode>
    ) : (
      <App />
    ),
  );
});
