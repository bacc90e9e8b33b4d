// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from './after-paint-gate';

describe('AfterPaint', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders nothing in the commit that mounts it, and its children once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { container } = render(
      <p>
        data
        <AfterPaint>
          <span>later</span>
        </AfterPaint>
      </p>,
    );
    expect(container.textContent).toBe('data');
    await act(async () => {
      frames.shift()?.(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(container.textContent).toBe('datalater');
  });

  it('shows its fallback until then', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { container } = render(
      <AfterPaint fallback={<span>first rows</span>}>
        <span>window</span>
      </AfterPaint>,
    );
    expect(container.textContent).toBe('first rows');
    await act(async () => {
      frames.shift()?.(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(container.textContent).toBe('window');
  });

  it('waits for `when`, then for the frame where it holds to be painted, and stays', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const tree = (when: boolean) => (
      <AfterPaint when={when} fallback={<span>none</span>}>
        <span>tools</span>
      </AfterPaint>
    );
    const { container, rerender } = render(tree(false));
    expect(frames).toHaveLength(0);
    rerender(tree(true));
    expect(container.textContent).toBe('none');
    await act(async () => {
      frames.shift()?.(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(container.textContent).toBe('tools');
    rerender(tree(false));
    expect(container.textContent).toBe('tools');
  });
});
