import { useRef } from 'react';
import { SHORTCUTS } from './shortcuts';
import { useKeyShortcut } from './use-key-shortcut';
import './keyboard.css';

/** `?`: a dialog listing every shortcut (Escape or the button closes it, and focus returns). */
export function ShortcutHelp() {
  const dialog = useRef<HTMLDialogElement>(null);
  useKeyShortcut(SHORTCUTS.help, () => dialog.current?.showModal());
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
