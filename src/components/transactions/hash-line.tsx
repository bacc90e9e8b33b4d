import { lazy } from 'react';
import { AfterPaint } from '../after-paint-gate';

// the button's code (its clipboard, its key hint) loads once the title is painted: no part of the first load (issue 34).
// Not DeferredCopyButton: that one lives in the state-key pages' shared chunk, which these pages would then load whole.
const CopyButton = lazy(async () => ({ default: (await import('../copy-button')).CopyButton }));

/** A page title's second line: the hash of what it shows, with a copy button; nothing while it is unknown. */
export function HashLine({ hash, copyLabel }: { hash: string | undefined; copyLabel: string }) {
  if (hash === undefined || hash === '') return null;
  // until the button is there, one of its size and words that says it is not ready (as DeferredCopyButton's)
  const placeholder = (
    <button type="button" className="copy-button" aria-label={copyLabel} aria-disabled="true">
      <span>Copy</span>
    </button>
  );
  return (
    <>
      <br />
      <small>
        <span className="muted">hash</span> <span className="mono">{hash}</span>{' '}
        <AfterPaint fallback={placeholder}>
          <CopyButton label={copyLabel} text={hash}>
            Copy
          </CopyButton>
        </AfterPaint>
      </small>
    </>
  );
}
