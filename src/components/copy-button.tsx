import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { copyText } from './clipboard';
import { KbdHint } from './keyboard/kbd-hint';
import type { Shortcut } from './keyboard/shortcuts';
import { useKeyShortcut } from './keyboard/use-key-shortcut';
import './copy-button.css';

export interface CopyButtonProps {
  /** the text to copy, or a function computing it on click (for large values, or a writer loaded on first use) */
  text: string | (() => string | Promise<string>);
  /** accessible name, e.g. "Copy address"; also the visible text unless `children` is given */
  label: string;
  children?: ReactNode;
  className?: string;
  /** A key that presses this button from anywhere on the page (shown beside it). */
  shortcut?: Shortcut;
  /** Shown when the button is disabled (there is nothing to copy yet). */
  disabled?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 1_500;

/**
 * A button that copies and says so ("Copied") where it was pressed, also to screen readers. Pressed by
 * its shortcut while it is out of sight (folded away on a phone), it says so at the foot of the window.
 */
export function CopyButton({ text, label, children, className, shortcut, disabled = false }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const [outOfSight, setOutOfSight] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (byShortcut: boolean) => {
    clearTimeout(timer.current);
    setOutOfSight(byShortcut && button.current?.checkVisibility?.() === false);
    try {
      await copyText(typeof text === 'function' ? await text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  useKeyShortcut(shortcut, disabled ? undefined : () => void copy(true));

  const feedback = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : '';
  return (
    <button
      ref={button}
      type="button"
      className={['copy-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-keyshortcuts={shortcut?.key}
      data-state={state}
      disabled={disabled}
      onClick={() => void copy(false)}
    >
      <span aria-hidden={feedback !== ''} className={feedback ? 'copy-button-hidden' : undefined}>
        {children ?? label}
        {shortcut !== undefined && <KbdHint shortcut={shortcut} />}
      </span>
      <span role="status" className="copy-button-feedback">
        {feedback}
      </span>
      {outOfSight &&
        feedback !== '' &&
        createPortal(
          <p role="alert" className="copy-button-toast">
            {label}: {feedback.toLowerCase()}
          </p>,
          document.body,
        )}
    </button>
  );
}
