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
});
