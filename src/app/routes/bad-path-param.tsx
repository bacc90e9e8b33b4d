import type { ReactNode } from 'react';

/** A path parameter the core parser rejects: its exact reason, and a form to fix it. */
export function BadPathParam({ what, message, children }: { what: string; message: string; children?: ReactNode }) {
  return (
    <div>
      <div className="error-view" role="alert">
        <h2>This {what} is not valid</h2>
        <p>{message}</p>
      </div>
      {children}
    </div>
  );
}
