// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as jsonDiff from '../../core/history/json-diff';
import JsonDiffView from './json-diff-view';

// the real diff, watched: sides known equal must not be walked (Large: ≈ 150 ms for nothing)
const walked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/history/json-diff', async (original) => {
  const actual = await original<typeof jsonDiff>();
  return { ...actual, diffJson: (...args: Parameters<typeof actual.diffJson>) => (walked.count++, actual.diffJson(...args)) };
});

afterEach(() => {
  cleanup();
  walked.count = 0;
});

const show = (before: { items: string[] }, after: { items: string[] }, identical?: boolean) =>
  render(<JsonDiffView before={before} after={after} identical={identical} beforeVersion={1n} afterVersion={2n} ariaLabel="Diff" />);

describe('JsonDiffView', () => {
  it('one object on both sides (an unchanged value read as a 304) is no difference, unwalked', () => {
    const value = { items: ['a', 'b'] };
    show(value, value);
    expect(screen.getByRole('region', { name: 'Differences' }).textContent).toContain('From version 1 to 2: no difference');
    expect(walked.count).toBe(0);
  });

  it('sides the node tagged alike (the same ETag) are no difference, unwalked', () => {
    show({ items: ['a'] }, { items: ['a'] }, true);
    expect(screen.getByRole('region', { name: 'Differences' }).textContent).toContain('no difference');
    expect(walked.count).toBe(0);
  });

  it('other sides are walked and counted', () => {
    show({ items: ['a', 'b'] }, { items: ['a', 'c'] });
    expect(screen.getByRole('region', { name: 'Differences' }).textContent).toContain('1 changed, 0 added, 0 removed path');
    expect(walked.count).toBe(1);
  });
});
