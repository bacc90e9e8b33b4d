// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HexView } from './hex-view';

afterEach(cleanup);

const rows = () => Array.from(document.querySelectorAll('.hex-view-row'));

describe('HexView', () => {
  it('shows offset, grouped hex and ASCII', () => {
    const bytes = Uint8Array.from([0x03, 0x61, 0x62, 0x63, ...new Array<number>(16).fill(0xff)]);
    render(<HexView bytes={bytes} />);
    expect(screen.getByText('20 bytes')).toBeTruthy();
    expect(rows().map((row) => row.textContent)).toEqual([
      '0000000003 61 62 63 ff ff ff ff  ff ff ff ff ff ff ff ff.abc............',
      '00000010ff ff ff ff                                     ....',
    ]);
    fireEvent.change(screen.getByLabelText('Bytes per row'), { target: { value: '8' } });
    expect(rows()).toHaveLength(3);
    expect(rows()[0]?.textContent).toBe('0000000003 61 62 63 ff ff ff ff.abc....');
  });

  it('marks a byte range', () => {
    render(<HexView bytes={Uint8Array.from([1, 2, 3, 0x41])} highlight={{ start: 2, end: 4 }} />);
    expect(Array.from(document.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['03', '41', '.', 'A']);
  });

  it('virtualises a megabyte and scrolls to a highlighted byte', async () => {
    const bytes = new Uint8Array(1 << 20).map((_, index) => index & 0xff);
    render(<HexView bytes={bytes} height={352} highlight={{ start: 700_000, end: 700_001 }} />);
    expect(rows().length).toBeLessThan(50);
    // the virtualiser takes over from the first rows once they are painted, where the box was scrolled to
    await waitFor(() => expect(document.querySelector('mark')?.textContent).toBe((700_000 & 0xff).toString(16).padStart(2, '0')), {
      timeout: 5000,
    });
    expect(rows().length).toBeLessThan(50);
    const viewport = screen.getByRole('region', { name: 'Bytes' });
    act(() => {
      viewport.scrollTop = 0;
      fireEvent.scroll(viewport);
    });
    await waitFor(() => expect(rows()[0]?.textContent?.startsWith('00000000')).toBe(true));
  });

  it('says when there are no bytes', () => {
    render(<HexView bytes={new Uint8Array()} />);
    expect(screen.getByText('No bytes (empty value).')).toBeTruthy();
    expect(screen.getByText('0 bytes')).toBeTruthy();
  });
});
