// The one shape of an answer that can fail, for every parser and check that returns instead of throwing.
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(message: string): Result<T> => ({ ok: false, message });
