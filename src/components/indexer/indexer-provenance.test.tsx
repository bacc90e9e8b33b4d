// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { indexerFigures } from '../../core/api/indexer-figures';
import { IndexerProvenance } from './indexer-provenance';

afterEach(cleanup);

const line = () => screen.getByTestId('indexer-provenance').textContent;

describe('IndexerProvenance', () => {
  it('says how far the index trails the node', () => {
    render(<IndexerProvenance figures={{ indexed: 900n, node: { version: 1000n, exact: true } }} pinned={undefined} />);
    expect(line()).toContain('Indexed up to version 900; the node is at 1,000 (100 behind).');
    expect(screen.getByTestId('indexer-lag-notice').textContent).toContain('may miss what happened after version 900');
  });

  it('never says the index is ahead of its node when the page read the node before the indexer', () => {
    render(<IndexerProvenance figures={{ indexed: 20_341n, node: { version: 20_322n, exact: false } }} pinned={undefined} />);
    expect(line()).toBe('Indexed up to version 20,341; caught up with the node.');
  });

  // a walkthrough: `--indexer-lag 60` on a live node read "37 behind", the node read before the indexer answered
  it('says the lag is at least the figure when the node was read before the indexer answered', () => {
    render(<IndexerProvenance figures={indexerFigures(20_000n, undefined, 20_037n)} pinned={undefined} />);
    expect(line()).toContain('Indexed up to version 20,000; the node was, when last read, at 20,037 (at least 37 behind).');
    cleanup();
    render(<IndexerProvenance figures={indexerFigures(20_000n, { indexed: 20_000n, node: 20_060n }, 20_037n)} pinned={undefined} />);
    expect(line()).toContain('Indexed up to version 20,000; the node is at 20,060 (60 behind).');
  });

  it('says a pinned list above the index may miss what came after it', () => {
    render(<IndexerProvenance figures={{ indexed: 900n, node: { version: 900n, exact: true } }} pinned={950n} />);
    expect(line()).toContain('Indexed up to version 900; the node is at 900.');
    expect(screen.getByTestId('indexer-lag-notice').textContent).toContain('pinned at 950, above what is indexed');
  });

  it('says a pinned list is at its version when the rows allowed it, else current and why', () => {
    render(<IndexerProvenance figures={{ indexed: 900n, node: { version: 900n, exact: true } }} pinned={800n} atPinned />);
    expect(line()).toContain('The list is at the pinned version 800.');
    cleanup();
    render(
      <IndexerProvenance figures={{ indexed: 900n, node: { version: 900n, exact: true } }} pinned={800n} atPinned="too much changed" />,
    );
    expect(line()).toContain('The list is current (the indexer’s latest), not at the pinned version: too much changed.');
  });

  it('says when the indexer’s chain cannot be checked', () => {
    render(<IndexerProvenance figures={{ indexed: 900n, node: { version: 900n, exact: true } }} pinned={undefined} chainUnchecked />);
    expect(line()).toContain('cannot be checked');
  });
});
