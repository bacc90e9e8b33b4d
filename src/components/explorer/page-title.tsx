import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button';

/** A page's heading: what kind of thing it shows, muted, then which one. */
export function PageTitle({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <h1 className="page-title">
      <span className="muted">{kind}</span>
      {children}
    </h1>
  );
}

/** A table's handle on a line of its own in a page's heading, with its copy button (the table and table item pages). */
export function TableHandleTitle({ handle }: { handle: string }) {
  return (
    <>
      <br />
      <span className="mono" data-testid="table-handle">
        {handle}
      </span>{' '}
      <CopyButton label="Copy table handle" text={handle}>
        Copy
      </CopyButton>
    </>
  );
}
