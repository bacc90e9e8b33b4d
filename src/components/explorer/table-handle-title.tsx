import { CopyButton } from '../copy-button';

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
