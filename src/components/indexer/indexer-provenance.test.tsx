// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IndexerProvenance } from './indexer-provenance';

afterEach(cleanup);

const line = () => screen.getByTestId('indexer-provenance').textContent;

describe('IndexerProvenance', () => {
  it('says how far the index trails the node', () => {
    render(<IndexerProvenance indexed={900n} nodeVersion={1000n} pinned={undefined} />);
    expect(line()).toContain('Indexed up to version 900; the node is at 1,000 (100 behind).');
    expect(screen.getByTestId('indexer-lag-notice').textContent).toContain('may miss what happened after version 900');
  });

  it('never says the index is ahead of its node when the page read the node before the indexer', () => {
    render(<IndexerProvenance indexed={20_341n} nodeVersion={20_322n} pinned={undefined} />);
    expect(line()).toBe('Indexed up to version 20,341; caught up with the node.');
  });

  it('says a pinned list above the index may miss what came after it', () => {
    render(<IndexerProvenance indexed={900n} nodeVersion={900n} pinned={950n} />);
    expect(line()).toContain('Indexed up to version 900; the node is at 900.');
    expect(screen.getByTestId('indexer-lag-notice').textContent).toContain('pinned at 950, above what is indexed');
  });

  it('says a pinned list is at its version when the rows allowed it, else current and why', () => {
    render(<IndexerProvenance indexed={900n} nodeVersion={900n} pinned={800n} atPinned />);
    expect(line()).toContain('The list is at the pinned version 800.');
    cleanup();
    render(<IndexerProvenance indexed={900n} nodeVersion={900n} pinned={800n} atPinned="too much changed" />);
    expect(line()).toContain('The list is current (the indexer’s latest), not at the pinned version: too much changed.');
  });

  it('says when the indexer’s chain cannot be checked', () => {
    render(<IndexerProvenance indexed={900n} nodeVersion={900n} pinned={undefined} chainUnchecked />);
    expect(line()).toContain('cannot be checked');
  });
});
