// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeAnswer } from '../../core/history/key-changes';
import { ChangeNavigator } from './change-navigator';

afterEach(cleanup);

function renderWith(answer: ChangeAnswer) {
  render(
    <MemoryRouter initialEntries={['/?ledger_version=1000']}>
      <ChangeNavigator
        node="http://node.test"
        version={1000n}
        oldest={1000n}
        latest={1100n}
        find={async () => answer}
        searchable
        changedHere={undefined}
      />
    </MemoryRouter>,
  );
}

describe('ChangeNavigator', () => {
  it('says the version on screen was pruned when the next-change search could not read it, not that nothing changed', async () => {
    renderWith({ kind: 'pruned', oldest: 1001n, requests: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Next change →' }));
    const status = document.querySelector('.change-status');
    await screen.findByText(/has been pruned/);
    expect(status?.textContent).toBe('Version 1000 has been pruned by the node (its oldest version is now 1001): no search from there.');
  });

  it('says the window moved past the search while it ran, not that no search ran, after several reads', async () => {
    renderWith({ kind: 'pruned', oldest: 1050n, requests: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Next change →' }));
    await screen.findByText(/while the search ran/);
    expect(document.querySelector('.change-status')?.textContent).toBe(
      'The node pruned the versions searched while the search ran, after 9 reads (its oldest version is now 1050): no answer.',
    );
  });

  it('says no change was found up to latest only when the search answered so', async () => {
    renderWith({ kind: 'none', bound: 1100n, requests: 7, how: 'search' });
    fireEvent.click(screen.getByRole('button', { name: 'Next change →' }));
    await screen.findByText(/No change found/);
    expect(document.querySelector('.change-status')?.textContent).toContain('No change found up to the latest version, 1100');
  });
});
