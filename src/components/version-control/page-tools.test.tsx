// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORTCUTS } from '../keyboard/shortcuts';
import { useKeyShortcut } from '../keyboard/use-key-shortcut';
import { PageTools } from './page-tools';

afterEach(cleanup);

let pressed = 0;
function Tool() {
  useKeyShortcut(SHORTCUTS.pin, () => pressed++);
  return <button type="button">Pin this version</button>;
}

describe('PageTools', () => {
  it('is a disclosure: a button with aria-expanded and aria-controls naming the folded tools', () => {
    render(
      <PageTools pinned={undefined} shown={42n}>
        <Tool />
      </PageTools>,
    );
    const toggle = screen.getByRole('button', { name: 'Version & tools' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.textContent).toContain('Pin this version');
    expect(body?.closest('.page-tools')?.classList.contains('is-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body?.closest('.page-tools')?.classList.contains('is-open')).toBe(true);
  });

  it('keeps the folded tools mounted: their shortcuts act', () => {
    pressed = 0;
    render(
      <PageTools pinned={undefined} shown={42n}>
        <Tool />
      </PageTools>,
    );
    fireEvent.keyDown(window, { key: 'p' });
    expect(pressed).toBe(1);
  });

  it('sums up the version on screen: latest, paused or pinned', () => {
    const { rerender } = render(
      <PageTools pinned={undefined} shown={42n}>
        x
      </PageTools>,
    );
    expect(document.querySelector('.page-tools-summary')?.textContent).toBe('Following latest: 42');
    rerender(
      <PageTools pinned={undefined} shown={42n} paused>
        x
      </PageTools>,
    );
    expect(document.querySelector('.page-tools-summary')?.textContent).toBe('Paused on latest: 42');
    rerender(
      <PageTools pinned={7n} shown={7n}>
        x
      </PageTools>,
    );
    expect(document.querySelector('.page-tools-summary')?.textContent).toBe('Pinned at 7');
  });
});
