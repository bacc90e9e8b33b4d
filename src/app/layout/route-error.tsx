import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiErrorView } from '../../components/error-view/api-error-view';

/** The error boundary of every route: what broke, and a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div>
      <ApiErrorView error={error} onRetry={() => window.location.reload()} />
      <Link to="/">Back to the start page</Link>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="error-view" role="alert">
      <h2>Page not found</h2>
      <p>
        The explorer's pages are the API paths: <code>/accounts/0x1</code>, <code>/accounts/0x1/resource/0x1::account::Account</code>,{' '}
        <code>/tables/…/raw_item</code>, <code>/spec</code>.
      </p>
      <Link to="/">Back to the start page</Link>
    </div>
  );
}
