// The upstream's API key (docs/api.md#the-gateway): read from the environment, sent upstream as
// `Authorization: Bearer <key>` (as the TS SDK sends Aptos API keys), and kept out of everything the
// browser receives and every line the gateway writes.
import { API_KEY_VARIABLE } from '../../src/core/api/request-snippets';

/** The key from `LEDGER_API_KEY`, or null when it is unset or blank. */
export function apiKeyFromEnvironment(env: Readonly<Record<string, string | undefined>>): string | null {
  const key = env[API_KEY_VARIABLE]?.trim();
  return key === undefined || key === '' ? null : key;
}

export interface KeyGuard {
  /** Text with the key replaced by the variable's name (for log lines and error messages). */
  redact(text: string): string;
  /** Whether an upstream answer repeats the key (in a header or the body), so it must not be forwarded. */
  leaksIn(headers: Iterable<[string, string]>, body: Buffer): boolean;
}

export function keyGuard(key: string | null): KeyGuard {
  if (key === null) return { redact: (text) => text, leaksIn: () => false };
  const needle = Buffer.from(key);
  return {
    redact: (text) => text.split(key).join(`$${API_KEY_VARIABLE}`),
    leaksIn: (headers, body) => {
      for (const [, value] of headers) if (value.includes(key)) return true;
      return body.includes(needle);
    },
  };
}
