import { lazy, Suspense } from 'react';
import type { ChangeCallProps } from './change-call';

// The call behind a change, loaded with the transaction client only when a change is shown: the
// resource and table pages' first load stays without zod (wire-body-parse.ts says why).
const ChangeCall = lazy(async () => ({ default: (await import('./change-call')).ChangeCall }));

/** "Changed at 20,242: <the call>" (change-call.tsx), nothing while it loads. */
export function ChangeCallSlot(props: ChangeCallProps) {
  return (
    <Suspense fallback={null}>
      <ChangeCall {...props} />
    </Suspense>
  );
}
