import { useLayoutEffect, useRef } from 'react';
import type { Shortcut } from './shortcuts';

/** Whether a key press belongs to what the user is typing in, not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(target.type);
}

/**
 * Runs `action` when the shortcut's key is pressed anywhere on the page, except while typing in a field,
 * with a modifier held (the browser's own shortcuts), or while a modal dialog is open. No shortcut or no
 * action: inactive.
 */
export function useKeyShortcut(shortcut: Shortcut | undefined, action: (() => void) | undefined): void {
  const latest = useRef(action);
  // Both as the render commits, before the browser takes the next key press: a key pressed the moment a
  // control shows itself enabled acts (a listener added after paint missed it).
  useLayoutEffect(() => {
    latest.current = action;
  });
  const key = shortcut?.key;
  useLayoutEffect(() => {
    if (key === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const run = latest.current;
      if (
        run === undefined ||
        event.key !== key ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        event.repeat
      )
        return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]') !== null) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
