import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CallReaderContext } from '../components/time-travel/call-reader-context';
import { queryClient } from './query-client';
import { firstNavigationOrTimeout } from './first-render';
import { createAppRouter } from './router';

const router = createAppRouter();
// the call behind a change, read with the transaction client only once a change is shown
const TransactionCallReader = lazy(async () => ({ default: (await import('../queries/transaction-call')).TransactionCallReader }));

/** For main.tsx: waits (briefly) until the first page can render. */
export const appReady = (capMs: number) => firstNavigationOrTimeout(router, capMs);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Router updates render at once instead of as interruptible transitions: no route suspends
          (pages load in the router's lazy step, data shows skeletons), and a transition would slice the
          first page's render into 5 ms pieces spread over several frames. */}
      <CallReaderContext value={TransactionCallReader}>
        <RouterProvider router={router} useTransitions={false} />
      </CallReaderContext>
    </QueryClientProvider>
  );
}
