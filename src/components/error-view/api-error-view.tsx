import { lazy, Suspense } from 'react';
import type { ApiErrorViewProps } from './api-error-details';
import { errorMessage } from '../../core/error-message';

// What a failed read means (api-error-details.tsx) loads when a page first shows one: no page's first
// load needs it before its data (issue 34). Meanwhile the error's own message stands in.
const Details = lazy(async () => ({ default: (await import('./api-error-details')).ApiErrorView }));

/** One place that says what a failed read means to the user; node messages are rendered as text. */
export function ApiErrorView(props: ApiErrorViewProps) {
  const { error } = props;
  return (
    <Suspense fallback={<p className="muted">{errorMessage(error)}</p>}>
      <Details {...props} />
    </Suspense>
  );
}
