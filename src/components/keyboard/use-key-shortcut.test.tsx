// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORTCUTS } from './shortcuts';
import { useKeyShortcut } from './use-key-shortcut';

afterEach(cleanup);

let runs = 0;
const run = () => runs++;

/** Presses the key as soon as the render that enables the action is on screen, before React's passive effects. */
function PressOnceEnabled({ enabled }: { enabled: boolean }) {
  useKeyShortcut(SHORTCUTS.pin, enabled ? run : undefined);
  useLayoutEffect(() => {
    if (enabled) fireEvent.keyDown(window, { key: SHORTCUTS.pin.key });
  }, [enabled]);
  return null;
}

describe('useKeyShortcut', () => {
  it('acts on a key pressed as soon as the action is on screen (a button just enabled)', () => {
    runs = 0;
    const { rerender } = render(<PressOnceEnabled enabled={false} />);
    rerender(<PressOnceEnabled enabled />);
    expect(runs).toBe(1);
  });

  it('does nothing, and leaves the key to others, while it has no action', () => {
    runs = 0;
    render(<PressOnceEnabled enabled={false} />);
    expect(fireEvent.keyDown(window, { key: SHORTCUTS.pin.key })).toBe(true);
    expect(runs).toBe(0);
  });

  it('ignores the key while typing in a field or with a modifier', () => {
    runs = 0;
    render(
      <>
        <PressOnceEnabled enabled />
        <input aria-label="field" />
      </>,
    );
    expect(runs).toBe(1);
    fireEvent.keyDown(document.querySelector('input') as HTMLInputElement, { key: SHORTCUTS.pin.key });
    fireEvent.keyDown(window, { key: SHORTCUTS.pin.key, ctrlKey: true });
    expect(runs).toBe(1);
  });
});
