import { CopyButton } from '../copy-button';

/** A page title's second line: the hash of what it shows, with a copy button; nothing while it is unknown. */
export function HashLine({ hash, copyLabel }: { hash: string | undefined; copyLabel: string }) {
  if (hash === undefined || hash === '') return null;
  return (
    <>
      <br />
      <small>
        <span className="muted">hash</span> <span className="mono">{hash}</span>{' '}
        <CopyButton label={copyLabel} text={hash}>
          Copy
        </CopyButton>
      </small>
    </>
  );
}
