import { useEffect, useRef } from 'react';
import { SHORTCUTS } from './shortcuts';
import './keyboard.css';

/**
 * The dialog listing every shortcut (Escape or the button closes it, and focus returns). Loaded on the
 * first `?` (shortcut-help.tsx); each new `opened` count opens it again.
 */
export default function ShortcutHelpDialog({ opened }: { opened: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current?.open === false) dialog.current.showModal();
  }, [opened]);
  return (
    <dialog ref={dialog} className="shortcut-help" aria-labelledby="shortcut-help-title">
      <h2 id="shortcut-help-title">Keyboard shortcuts</h2>
      <p className="muted">Not while typing in a field. Where a page has no such control, its key does nothing.</p>
      <table>
        <tbody>
          {Object.values(SHORTCUTS).map((shortcut) => (
            <tr key={shortcut.key}>
              <th scope="row">
                <kbd>{shortcut.key}</kbd>
              </th>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog">
        <button type="submit" className="primary" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
