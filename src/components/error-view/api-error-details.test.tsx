// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { ledgerAt } from '../../core/api/test-ledger';
import { ApiErrorView } from './api-error-details';

afterEach(cleanup);

const unreachable = new ApiError({ kind: 'network', message: 'Nothing answers at http://127.0.0.1:9/v1', url: 'http://127.0.0.1:9/v1' });

describe('ApiErrorView', () => {
  it('announces the error, not its actions: Retry saying "Retrying…" does not re-read the alert', () => {
    let retries = 0;
    render(
      <MemoryRouter>
        <ApiErrorView error={unreachable} onRetry={() => retries++} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    const announced = alert.textContent;
    expect(announced).toContain('Nothing answers at http://127.0.0.1:9/v1');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(alert.contains(retry)).toBe(false);
    fireEvent.click(retry);
    expect(retry.textContent).toBe('Retrying…');
    expect(alert.textContent).toBe(announced);
    // a second click while asking again does not cancel the read under way
    fireEvent.click(retry);
    expect(retries).toBe(1);
  });

  it('announces an error it cannot name, with Retry beside it', () => {
    render(
      <MemoryRouter>
        <ApiErrorView error={new Error('boom')} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong' + 'boom');
    expect(screen.getByRole('alert').contains(screen.getByRole('button', { name: 'Retry' }))).toBe(false);
  });

  it('names the oldest version the page knows now, not the one the stale answer carried, outside the alert', () => {
    const pruned = new ApiError({
      kind: 'pruned',
      message: 'Ledger version(1) has been pruned',
      url: '',
      status: 410,
      ledger: ledgerAt(500n, 100n),
    });
    const shown = (oldest: bigint | undefined) => {
      cleanup();
      render(
        <MemoryRouter>
          <ApiErrorView error={pruned} requestedVersion={1n} oldest={oldest} />
        </MemoryRouter>,
      );
      const alert = screen.getByRole('alert');
      const named = /the node still answers is (\d+)/u.exec(alert.parentElement?.textContent ?? '')?.[1];
      return [alert.textContent?.replace(/\s+/gu, ' '), named, screen.getByRole('link', { name: /^Open version/ }).textContent];
    };
    // the alert's words stay the same while the window moves: a screen reader hears it once
    const alert = 'Version 1 was prunedHTTP 410 — Ledger version(1) has been pruned';
    expect(shown(120n)).toEqual([alert, '120', 'Open version 120']);
    // an older bound than the answer's is not news
    expect(shown(90n)).toEqual([alert, '100', 'Open version 100']);
    expect(shown(undefined)).toEqual([alert, '100', 'Open version 100']);
  });

  it("a pruned page's links change its version only, on the same path and with its other parameters", () => {
    const pruned = new ApiError({ kind: 'pruned', message: 'Version 5 was pruned', url: 'http://127.0.0.1:9/v1', status: 410 });
    render(
      <MemoryRouter initialEntries={['/account/0x1/resource/0x1::a::B?ledger_version=5&compare=3']}>
        <ApiErrorView error={pruned} requestedVersion={5n} oldest={40n} />
      </MemoryRouter>,
    );
    const base = '/account/0x1/resource/0x1::a::B';
    expect(screen.getByRole('link', { name: 'Open version 40' }).getAttribute('href')).toBe(`${base}?ledger_version=40&compare=3`);
    expect(screen.getByRole('link', { name: 'Open latest' }).getAttribute('href')).toBe(`${base}?compare=3`);
  });
});
