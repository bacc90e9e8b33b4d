// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { RowWindow } from './row-window';

afterEach(cleanup);

function Rows({ onRange }: { onRange: (start: number, end: number) => void }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} style={{ height: 200, overflow: 'auto' }}>
      <div style={{ height: 10_000 * 20, position: 'relative' }}>
        <RowWindow scrollRef={box} count={10_000} rowHeight={20} height={200} onRange={onRange}>
          {(start, end) =>
            Array.from({ length: end - start }, (_, offset) => (
              <div key={start + offset} style={{ position: 'absolute', top: (start + offset) * 20 }}>
                row {start + offset}
              </div>
            ))
          }
        </RowWindow>
      </div>
    </div>
  );
}

it('the first rows are drawn at once, and the virtualiser takes over without drawing them anew', async () => {
  const onRange = vi.fn();
  render(<Rows onRange={onRange} />);
  const first = screen.getByText('row 0');
  expect(screen.queryByText('row 20')).toBeNull();
  await waitFor(() => expect(onRange).toHaveBeenCalled(), { timeout: 5000 });
  // the same element: a row focused or measured before the switch is still the row on screen
  expect(screen.getByText('row 0')).toBe(first);
  expect(first.isConnected).toBe(true);
});
