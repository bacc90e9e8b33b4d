import { lazy, Suspense, useState } from 'react';
import { SHORTCUTS } from './shortcuts';
import { useKeyShortcut } from './use-key-shortcut';

// The dialog is not part of a page's first load: it loads on the first `?` (the key works at once).
const ShortcutHelpDialog = lazy(() => import('./shortcut-help-dialog'));

/** `?`: a dialog listing every shortcut (Escape or the button closes it, and focus returns). */
export function ShortcutHelp() {
  const [opened, setOpened] = useState(0);
  useKeyShortcut(SHORTCUTS.help, () => setOpened((count) => count + 1));
  if (opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutHelpDialog opened={opened} />
    </Suspense>
  );
}
