import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './query-client';
import { firstNavigationOrTimeout } from './first-render';
import { createAppRouter } from './router';

const router = createAppRouter();

/** For main.tsx: waits (briefly) until the first page can render. */
export const appReady = (capMs: number) => firstNavigationOrTimeout(router, capMs);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Router updates render at once instead of as interruptible transitions: no route suspends
          (pages load in the router's lazy step, data shows skeletons), and a transition would slice the
          first page's render into 5 ms pieces spread over several frames. */}
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>
  );
}
