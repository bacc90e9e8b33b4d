// The first-load floor (issue 34): the explorer's four libraries doing the least a resource deep link
// must do — route the path, fetch the resource once with react-query, show its JSON in a <pre>. Built by
// bench/first-load.ts with the app's own Vite settings, so a library upgrade moves the floor and the pages.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useLocation, useParams } from 'react-router-dom';

function Resource() {
  const { address = '', resourceType = '' } = useParams();
  const { search } = useLocation();
  const { data, error } = useQuery({
    queryKey: [address, resourceType, search],
    queryFn: async () => {
      const answer = await fetch(`/v1/accounts/${address}/resource/${encodeURIComponent(resourceType)}${search}`);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      return JSON.stringify(await answer.json(), null, 2);
    },
  });
  return <pre>{error ? String(error) : (data ?? 'loading…')}</pre>;
}

const router = createBrowserRouter([{ path: '/accounts/:address/resource/:resourceType', Component: Resource }]);
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
