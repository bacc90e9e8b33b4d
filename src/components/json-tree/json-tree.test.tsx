// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonTree } from './json-tree';
import type { JsonValue } from '../../core/move/json';

afterEach(cleanup);

const showcase: JsonValue = {
  amount: '18446744073709551615',
  big: '340282366920938463463374607431768211455',
  flag: true,
  nested: { id: '7', label: 'seven', tags: ['a', 'b'] },
  note: '<img src=x onerror=alert(1)> javascript:alert(1)',
  owner: '0x1',
  small: 255,
};

const rowTexts = () => screen.getAllByRole('treeitem').map((item) => item.textContent);
const tree = () => screen.getByRole('tree');

describe('JsonTree', () => {
  it('shows values exactly, strings quoted, with tree semantics', () => {
    render(<JsonTree value={showcase} ariaLabel="Resource" initialDepth={1} />);
    expect(tree().getAttribute('aria-label')).toBe('Resource');
    expect(rowTexts()).toEqual([
      '▾{7 fields}',
      'amount: "18446744073709551615"',
      'big: "340282366920938463463374607431768211455"',
      'flag: true',
      '▸nested: {3 fields}',
      'note: "<img src=x onerror=alert(1)> javascript:alert(1)"',
      'owner: "0x1"',
      'small: 255',
    ]);
    const nested = screen.getAllByRole('treeitem')[4];
    expect(nested?.getAttribute('aria-expanded')).toBe('false');
    expect(nested?.getAttribute('aria-level')).toBe('2');
    expect(nested?.getAttribute('aria-posinset')).toBe('4');
    expect(document.querySelector('img')).toBeNull(); // node text is never markup
  });

  it('moves, expands and collapses with the keyboard', () => {
    render(<JsonTree value={showcase} initialDepth={1} />);
    const treeElement = tree();
    const press = (key: string) => fireEvent.keyDown(treeElement, { key });
    const active = () => document.getElementById(treeElement.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('▾{7 fields}');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(active()).toBe('▸nested: {3 fields}');
    press('ArrowRight');
    expect(rowTexts()).toContain('label: "seven"');
    press('ArrowRight');
    expect(active()).toBe('id: "7"');
    press('ArrowLeft');
    expect(active()).toBe('▾nested: {3 fields}');
    press('Enter');
    expect(rowTexts()).not.toContain('label: "seven"');
    press('End');
    expect(active()).toBe('small: 255');
    press('Home');
    press('ArrowLeft');
    expect(rowTexts()).toEqual(['▸{7 fields}']);
  });

  it('paints the rows first, its tools in their place once that frame is painted', async () => {
    render(<JsonTree value={showcase} initialDepth={1} />);
    expect(rowTexts()).toHaveLength(8);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(document.querySelector('.json-tree-toolbar.is-reserve')).not.toBeNull();
    expect(await screen.findByRole('toolbar')).toBeTruthy();
    expect(document.querySelector('.json-tree-toolbar.is-reserve')).toBeNull();
  });

  it('toggles by click and expands to a depth / collapses all', async () => {
    render(<JsonTree value={showcase} initialDepth={1} />);
    fireEvent.click(screen.getByText('{3 fields}'));
    expect(rowTexts()).toContain('▸tags: [2 items]');
    fireEvent.change(await screen.findByLabelText('Expand to depth'), { target: { value: '3' } });
    expect(rowTexts()).toContain('1: "b"');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(rowTexts()).toHaveLength(8);
  });

  it('searches keys and values, opens ancestors, steps through matches', async () => {
    render(<JsonTree value={showcase} initialDepth={1} />);
    const search = await screen.findByLabelText('Search in JSON value');
    await act(async () => {
      fireEvent.change(search, { target: { value: 'b' } });
    });
    // "big" (key), "label" (key), tags[1] "b" (value), in document order (once the search has loaded, after the paint)
    expect(await screen.findByText('1 of 3')).toBeTruthy();
    expect(rowTexts()).not.toContain('label: "seven"'); // only the current match's ancestors open
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    expect(rowTexts()).toContain('label: "seven"');
    expect(rowTexts()).not.toContain('1: "b"');
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(rowTexts()).toContain('1: "b"');
    expect(document.querySelectorAll('.json-tree-row.is-match')).toHaveLength(3);
    const active = document.getElementById(tree().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('1: "b"');
    fireEvent.keyDown(search, { key: 'Enter', shiftKey: true });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'nothing here' } });
    });
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('keeps expansion and search across a refetch of the same shape', async () => {
    const { rerender } = render(<JsonTree value={showcase} initialDepth={1} />);
    fireEvent.click(screen.getByText('{3 fields}'));
    const search = await screen.findByLabelText('Search in JSON value');
    await act(async () => {
      fireEvent.change(search, { target: { value: 'seven' } });
    });
    await screen.findByText('1 of 1');
    rerender(<JsonTree value={{ ...showcase, nested: { id: '8', label: 'seven!', tags: [] } }} initialDepth={1} />);
    expect(rowTexts()).toContain('id: "8"');
    expect(screen.getByText('1 of 1')).toBeTruthy();
  });

  it('renders router links for the values linkFor picks', () => {
    render(
      <MemoryRouter>
        <JsonTree
          value={showcase}
          linkFor={({ key, value }) => (key === 'owner' ? { href: `/accounts/${value}`, title: 'Open account' } : null)}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/accounts/0x1');
    expect(link.textContent).toBe('"0x1"');
  });

  it('renders only the rows in view of a 50,000-entry value', async () => {
    const items = Array.from({ length: 50_000 }, (_, index) => ({ id: String(index), label: `item-${index}`, tags: ['x'] }));
    render(<JsonTree value={{ items }} height={480} />);
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[2]?.textContent).toBe('▸0: {3 fields}');

    const viewport = tree();
    act(() => {
      viewport.scrollTop = 24 * 40_000;
      fireEvent.scroll(viewport);
    });
    // the virtualiser takes over from the first rows once they are painted
    await waitFor(() => expect(rowTexts()).toContain('▸39998: {3 fields}'), { timeout: 5000 });
    expect(rowTexts().length).toBeLessThan(60);
    expect(within(viewport).queryByText('0')).toBeNull();
  });

  it('a tree opened once the virtualiser has loaded follows its scroll too', async () => {
    const items = Array.from({ length: 50_000 }, (_, index) => ({ id: String(index) }));
    const first = render(<JsonTree value={{ items }} height={480} />);
    act(() => {
      tree().scrollTop = 24 * 100;
      fireEvent.scroll(tree());
    });
    await waitFor(() => expect(rowTexts()).toContain('▸98: {1 field}'), { timeout: 5000 });
    first.unmount();
    render(<JsonTree value={{ items }} height={480} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => {
      tree().scrollTop = 24 * 40_000;
      fireEvent.scroll(tree());
    });
    await waitFor(() => expect(rowTexts()).toContain('▸39998: {1 field}'), { timeout: 5000 });
  });

  it('copies the selected value as JSON and its path', async () => {
    const written: string[] = [];
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    render(<JsonTree value={{ data: { items: [{ label: 'x' }, { label: 'y', n: '18446744073709551615' }] } }} initialDepth={4} />);
    fireEvent.click(screen.getByText('"y"'));
    const copyPath = await screen.findByRole('button', { name: 'Copy path' });
    await act(async () => {
      fireEvent.click(copyPath);
    });
    fireEvent.click(screen.getByText('{2 fields}'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy value' }));
    });
    expect(written).toEqual(['.data.items[1].label', '{\n  "label": "y",\n  "n": "18446744073709551615"\n}']);
  });

  it('copies any row’s value or path in one click, and the selected value with Ctrl+C', async () => {
    const written: string[] = [];
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    render(<JsonTree value={{ data: { items: [{ label: 'x' }, { label: 'y', n: '18446744073709551615' }] } }} initialDepth={4} />);
    const row = screen.getByText('"18446744073709551615"').closest('[role="treeitem"]') as HTMLElement;
    await act(async () => {
      fireEvent.click(row.querySelector('button[title="Copy this value"]') as HTMLElement);
    });
    await act(async () => {
      fireEvent.click(row.querySelector('button[title="Copy this path"]') as HTMLElement);
    });
    expect(screen.getByText('Copied the path .data.items[1].n').getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByText('"x"'));
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('tree'), { key: 'c', ctrlKey: true });
    });
    expect(written).toEqual(['"18446744073709551615"', '.data.items[1].n', '"x"']);
  });

  it('labels the selected path and shows none for the root (no stray ".")', async () => {
    render(<JsonTree value={{ data: { items: [{ label: 'x' }] } }} initialDepth={4} />);
    const toolbar = await screen.findByRole('toolbar');
    expect(within(toolbar).queryByText(/^Path:/)).toBeNull();
    expect(within(toolbar).queryByText('.')).toBeNull();
    fireEvent.click(screen.getByText('"x"'));
    expect(within(toolbar).getByText('.data.items[0].label').tagName).toBe('CODE');
    expect(within(toolbar).getByText('.data.items[0].label').parentElement?.textContent).toBe('Path: .data.items[0].label');
  });
});

describe('JsonTree selection from outside', () => {
  it('reports the rows the user selects and hovers, and shows a path selected from outside', () => {
    const selected: unknown[] = [];
    const hovered: unknown[] = [];
    const value: JsonValue = { id: '7', tags: ['a'] };
    const { rerender } = render(
      <JsonTree value={value} initialDepth={3} onSelectPath={(path) => selected.push(path)} onHoverPath={(path) => hovered.push(path)} />,
    );
    const row = (text: string) => screen.getAllByRole('treeitem').find((item) => item.textContent?.startsWith(text));
    fireEvent.click(row('id') ?? document.body);
    expect(selected).toEqual([['id']]);
    fireEvent.mouseEnter(row('0') ?? document.body);
    fireEvent.mouseLeave(tree());
    expect(hovered).toEqual([['tags', 0], undefined]);
    rerender(<JsonTree value={value} initialDepth={3} selectedPath={['tags', 0]} onSelectPath={(path) => selected.push(path)} />);
    expect(row('0')?.getAttribute('aria-selected')).toBe('true');
    // a selection from outside is not reported back
    expect(selected).toEqual([['id']]);
  });
});
