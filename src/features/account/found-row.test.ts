// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUND_MARK_MS, useFoundRow } from './found-row';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFoundRow', () => {
  it('marks a found row for a few seconds, then no longer', () => {
    const { result } = renderHook(() => useFoundRow());
    act(() => result.current[1]('0xbeef::crowd_90::Item17'));
    expect(result.current[0]).toBe('0xbeef::crowd_90::Item17');
    act(() => vi.advanceTimersByTime(FOUND_MARK_MS - 1));
    expect(result.current[0]).toBe('0xbeef::crowd_90::Item17');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('moves the mark on the next find, and finding the same row again restarts its time', () => {
    const { result } = renderHook(() => useFoundRow());
    act(() => result.current[1]('a'));
    act(() => vi.advanceTimersByTime(FOUND_MARK_MS / 2));
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    act(() => vi.advanceTimersByTime(FOUND_MARK_MS / 2));
    act(() => result.current[1]('b'));
    act(() => vi.advanceTimersByTime(FOUND_MARK_MS - 1));
    expect(result.current[0]).toBe('b');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });
});
