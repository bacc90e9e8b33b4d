import type { Shortcut } from './shortcuts';

/** The key beside the control it drives; hidden from screen readers (the control carries aria-keyshortcuts). */
export function KbdHint({ shortcut }: { shortcut: Shortcut }) {
  return (
    <kbd className="kbd-hint" aria-hidden="true">
      {shortcut.key}
    </kbd>
  );
}
