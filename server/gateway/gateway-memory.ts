// What the gateway remembers of its upstream, and when it forgets it: the upstream's ledger (read by
// upstream-ledger.ts, judged by the core's `currentLedger`), the immutable answers kept (answer-cache.ts), the routes it lacks
// (missing-routes.ts) and the last GET /v1 answer; a reset of the upstream's chain empties them all.
import type { CompressedCopies } from '../http/caching/compressed-body';
import { etagListMatches } from '../http/caching/read-caching';
import { AnswerCache } from './answer-cache';
import { held, type HeldAnswer } from './gateway-answer';
import { isMissingRoute, MissingRoutes } from './missing-routes';
import type { UpstreamAnswer } from './upstream-fetch';
import { currentLedger, type LeftChains } from '../../src/core/api/ledger-info';
import { ledgerOfAnswer, type SeenLedger } from './upstream-ledger';

/** GET /v1 asked by many browsers within this long (a page load, a reload) is asked upstream once. */
const LEDGER_INFO_REUSE_MS = 1_000;

/** What an answer's ledger is to the one kept: `reset` (the upstream serves another chain now), `before` (a late answer of a chain it left). */
type LedgerVerdict = 'same' | 'reset' | 'before';

/** An upstream answer's ledger, and what it is to the one kept. */
export interface Observed {
  seen: SeenLedger;
  verdict: LedgerVerdict;
}

/** An upstream answer, and whether to keep it: `keep` for a read pinned to a version, `ledgerInfoKey` for GET /v1. */
export interface Lesson {
  routeName: string;
  keep: { key: string; version: bigint } | null;
  ledgerInfoKey: string | null;
}

export class GatewayMemory {
  readonly cache = new AnswerCache();
  private kept: SeenLedger | null = null;
  private readonly left: LeftChains = new Map();
  private readonly missing = new MissingRoutes();
  /** The last GET /v1 answer, reused for LEDGER_INFO_REUSE_MS while no newer ledger is seen. */
  private ledgerInfo: { key: string; answer: HeldAnswer; version: bigint; at: number } | null = null;

  /** The upstream's ledger, moved by each answer as `currentLedger` judges it; null before any. */
  get ledger(): SeenLedger | null {
    return this.kept;
  }

  /** What an upstream answer says of its ledger, judged against the one kept; null when it names none. */
  observe(answer: UpstreamAnswer): Observed | null {
    const seen = ledgerOfAnswer(answer.headers, performance.now());
    if (seen === null) return null;
    let verdict: LedgerVerdict = 'same';
    if (this.kept === null) this.kept = seen;
    else {
      const { current, chain } = currentLedger(this.kept, seen, this.left);
      // any answer says the upstream is alive: the ledger is not asked again for a while
      this.kept = { ...current, seenAt: seen.seenAt };
      verdict = chain;
    }
    if (verdict === 'reset') {
      this.cache.reset(seen.oldestLedgerVersion);
      this.missing.clear();
      this.ledgerInfo = null;
    } else if (verdict === 'same') this.cache.prune(this.kept.oldestLedgerVersion);
    return { seen, verdict };
  }

  /** The answer remembered for a route the upstream lacks, while it is remembered. */
  lacking(routeName: string): HeldAnswer | undefined {
    return this.missing.recall(routeName, performance.now());
  }

  /** An upstream with no such route (a node without /v1/graphql, an older node) lacks it for a while. */
  noteMissing(routeName: string, answer: UpstreamAnswer): void {
    if (isMissingRoute(answer.status, answer.body)) this.missing.remember(routeName, held(answer), performance.now());
  }

  /** A kept answer to a pinned read, 304 when the browser's If-None-Match names its ETag. */
  pinned(key: string, ifNoneMatch: string | undefined): HeldAnswer | undefined {
    const cached = this.cache.get(key);
    if (cached === undefined) return undefined;
    const etag = cached.headers.etag;
    const matched = cached.status === 200 && ifNoneMatch !== undefined && etag !== undefined && etagListMatches(ifNoneMatch, etag);
    return { ...cached, status: matched ? 304 : cached.status };
  }

  /** The GET /v1 answer of a moment ago, while the upstream's ledger is still the one it named. */
  recentLedgerInfo(key: string | null): HeldAnswer | undefined {
    const recent = this.ledgerInfo;
    if (recent === null || recent.key !== key || performance.now() - recent.at >= LEDGER_INFO_REUSE_MS) return undefined;
    return this.kept?.ledgerVersion === recent.version ? recent.answer : undefined;
  }

  /**
   * What an answer (its ledger already observed) teaches: a missing route, the ledger info to reuse, an
   * answer to keep. The kept answer's copies (where its compressed forms go), or undefined when not kept.
   */
  learn(answer: UpstreamAnswer, observed: Observed | null, lesson: Lesson): CompressedCopies | undefined {
    this.noteMissing(lesson.routeName, answer);
    // a late answer of a chain the upstream has left teaches nothing to keep
    if (observed === null || observed.verdict === 'before') return undefined;
    const { seen } = observed;
    if (lesson.ledgerInfoKey !== null && answer.status === 200)
      this.ledgerInfo = { key: lesson.ledgerInfoKey, answer: held(answer), version: seen.ledgerVersion, at: performance.now() };
    // immutable: a whole answer at a version the upstream's own headers place within its window
    const { keep } = lesson;
    if (keep === null || answer.status !== 200 || keep.version < seen.oldestLedgerVersion || keep.version > seen.ledgerVersion)
      return undefined;
    const kept = held(answer);
    this.cache.set(keep.key, { ...kept, version: keep.version });
    return kept.copies;
  }
}
