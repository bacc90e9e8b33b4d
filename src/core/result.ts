// The one shape of an answer that can fail, for every parser and check that returns instead of throwing.
// `Details` adds what a caller needs beyond the message (a search's reason code and error position, the
// field a typed key failed in), so every failure still carries its `message`.
export type Result<T, Details extends object = object> = { ok: true; value: T } | ({ ok: false; message: string } & Details);

/** A success, which fits any `Result<T, Details>`. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <T = never>(message: string): Result<T> => ({ ok: false, message });
