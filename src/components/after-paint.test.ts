import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in a task queued from the next animation frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const calls: string[] = [];
    afterNextPaint(() => calls.push('ran'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual([]); // no frame yet: nothing runs
    frames.shift()?.(0);
    expect(calls).toEqual([]); // inside the frame: still waiting for the paint
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual(['ran']);
  });

  it('cancels before the frame and between the frame and the task', async () => {
    const frames = new Map<number, FrameRequestCallback>();
    let lastId = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      lastId += 1;
      frames.set(lastId, callback);
      return lastId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const calls: string[] = [];
    afterNextPaint(() => calls.push('first'))();
    const cancelSecond = afterNextPaint(() => calls.push('second'));
    expect([...frames.keys()]).toEqual([2]);
    frames.get(2)?.(0);
    cancelSecond();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual([]);
  });

  it('falls back to a plain task where there are no frames (tests, workers)', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const calls: string[] = [];
    afterNextPaint(() => calls.push('ran'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual(['ran']);
  });
});
