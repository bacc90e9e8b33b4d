// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

let written: string[] = [];
let refuse = false;

beforeEach(() => {
  written = [];
  refuse = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new Error('denied');
        written.push(text);
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies, says "Copied", then returns to its label', async () => {
    render(<CopyButton label="Copy address" text="0xcafe" />);
    const button = screen.getByRole('button', { name: 'Copy address' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(written).toEqual(['0xcafe']);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(button.getAttribute('data-state')).toBe('copied');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('computes lazy text on click and reports a refusal', async () => {
    let calls = 0;
    render(<CopyButton label="Copy value" text={() => `value-${++calls}`} />);
    expect(calls).toBe(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy value' }));
    });
    expect(written).toEqual(['value-1']);
    refuse = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy value' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
  });
});
