// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from './timeline';

afterEach(cleanup);

/** The legend of a timeline pinned at `version`, the window `oldest`..`latest`, with the index's writes at `writes`. */
function legend(version: bigint, oldest: bigint, latest: bigint, writes: bigint[]): string {
  const changes = writes.map((at) => ({ version: at, timestampUsec: null }));
  render(
    <MemoryRouter initialEntries={[`/?ledger_version=${version}`]}>
      <Timeline
        node="http://node.test"
        version={version}
        oldest={oldest}
        latest={latest}
        data={{ changes, fromIndex: true, busy: false, unindexed: undefined }}
      />
    </MemoryRouter>,
  );
  return [...document.querySelectorAll('.timeline-legend > span')].map((span) => span.textContent).join(' · ');
}

describe('Timeline legend', () => {
  it('spans the writes the index listed around a version in the window, and says so', () => {
    expect(legend(3400n, 3000n, 3409n, [3390n, 3405n])).toBe(
      "from 3390 · 2 writes around version 3400 (the node's index), drawn on their own span, versions 3390 to 3405; the slider spans the window, 3000 to 3409 · to 3405",
    );
  });

  it('names the window around a pinned version it has left, even when the writes listed around it reach into the window', () => {
    // CI under load: the index's list around 3014 held writes up to 3409, and the legend read
    // "from 3387 · version 3014 is below the window (pruned): no writes are listed there · to 3409"
    expect(legend(3014n, 3387n, 3420n, [3387n, 3409n])).toBe(
      'oldest 3387 · version 3014 is below the window (pruned): no writes are listed there · latest 3420',
    );
  });
});
