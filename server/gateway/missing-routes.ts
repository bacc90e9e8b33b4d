// An upstream that lacks a route (our node's `…/versions` extensions on a real node, the transaction routes
// on an old one) lacks it for a while: its 404 is remembered per route and answered from memory, so a
// reloaded page does not ask again (docs/api.md#the-gateway). A 404 about state (`resource_not_found`,
// `version_not_found`, …) is an answer about data, never remembered here.
import type { CachedAnswer } from './answer-cache';

/** How long a missing route is answered from memory before the upstream is asked again. */
export const MISSING_ROUTE_MEMORY_MS = 5 * 60_000;

/**
 * A 404 that names no state: a body that is not the API's error object, or one whose code is the web
 * framework's (a real node's `{"message":"not found","error_code":"web_framework_error"}`, ours alike).
 */
export function isMissingRoute(status: number, body: Buffer): boolean {
  if (status !== 404) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return true;
  }
  if (typeof parsed !== 'object' || parsed === null) return true;
  const code: unknown = Reflect.get(parsed, 'error_code');
  return code === undefined || code === null || code === 'web_framework_error';
}

export class MissingRoutes {
  private readonly answers = new Map<string, { answer: Omit<CachedAnswer, 'version'>; until: number }>();

  constructor(private readonly memoryMs = MISSING_ROUTE_MEMORY_MS) {}

  /** `route` names the route, not the request: every read of it is missing alike. */
  remember(route: string, answer: Omit<CachedAnswer, 'version'>, now: number): void {
    this.answers.set(route, { answer, until: now + this.memoryMs });
  }

  recall(route: string, now: number): Omit<CachedAnswer, 'version'> | undefined {
    const remembered = this.answers.get(route);
    if (remembered === undefined) return undefined;
    if (remembered.until > now) return remembered.answer;
    this.answers.delete(route);
    return undefined;
  }

  /** Another chain (a node restarted, maybe upgraded): its routes are asked again. */
  clear(): void {
    this.answers.clear();
  }
}
