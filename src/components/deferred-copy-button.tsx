import { lazy } from 'react';
import { AfterData } from './after-data';
import type { CopyButtonProps } from './copy-button';

const CopyButton = lazy(async () => ({ default: (await import('./copy-button')).CopyButton }));

/**
 * A CopyButton that loads once the page's data is painted (AfterData): until then, a button of its size and words that
 * says it is not ready (aria-disabled, not greyed: it would flash). No `shortcut`: its key must act from the first paint.
 */
export function DeferredCopyButton(props: Omit<CopyButtonProps, 'shortcut'>) {
  const { label, children, className } = props;
  const placeholder = (
    <button type="button" className={['copy-button', className].filter(Boolean).join(' ')} aria-label={label} aria-disabled="true">
      <span>{children ?? label}</span>
    </button>
  );
  return (
    <AfterData fallback={placeholder}>
      <CopyButton {...props} />
    </AfterData>
  );
}
