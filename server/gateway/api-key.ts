// The upstream's API key (docs/api.md#the-gateway): read from the environment, sent upstream as
// `Authorization: Bearer <key>` (as the TS SDK sends Aptos API keys), and kept out of everything the
// browser receives and every line the gateway writes.
import { API_KEY_VARIABLE } from '../../src/core/api/request-snippets';

/**
 * Keys shorter than this are not looked for in answers: a few characters occur in ordinary data (a short
 * key made most answers 502s), so finding them there says nothing. Real keys (`aptoslabs_…`) are far longer.
 */
export const MIN_CHECKED_KEY_LENGTH = 12;

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

/**
 * What the key looks like wherever an answer may echo it: as it is, in hex, and in base64 and base64url
 * at each of the three alignments it can have inside a longer encoded text (`Bearer <key>`, a JSON dump
 * of the request): the characters that depend on the key alone.
 */
export function keyForms(key: string): string[] {
  const bytes = Buffer.from(key);
  const forms = new Set([key, bytes.toString('hex'), bytes.toString('hex').toUpperCase()]);
  for (let shift = 0; shift < 3; shift++) {
    // the key after `shift` bytes: the 4-character groups made of its bytes alone are the same in any text
    // where it sits at that alignment
    const whole = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const middle = whole.slice(4 * Math.ceil(shift / 3), 4 * Math.floor((shift + bytes.length) / 3));
    if (middle.length >= MIN_CHECKED_KEY_LENGTH) {
      forms.add(middle);
      forms.add(middle.replace(/\+/gu, '-').replace(/\//gu, '_'));
    }
  }
  return [...forms];
}

export function keyGuard(key: string | null): KeyGuard {
  if (key === null) return { redact: (text) => text, leaksIn: () => false };
  const forms = key.length < MIN_CHECKED_KEY_LENGTH ? [] : keyForms(key);
  const needles = forms.map((form) => Buffer.from(form));
  return {
    redact: (text) => text.split(key).join(`$${API_KEY_VARIABLE}`),
    leaksIn: (headers, body) => {
      for (const [, value] of headers) if (forms.some((form) => value.includes(form))) return true;
      return needles.some((needle) => body.includes(needle));
    },
  };
}
