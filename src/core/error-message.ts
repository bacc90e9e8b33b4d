/** What a caught value says: an `Error`'s message, anything else (a thrown string, a rejection's value) as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The same for a log: an `Error`'s stack (its message included) where it has one. */
export function errorStack(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** A message's first line, for a one-line report (a parser's or SQLite's detail below it is left out). */
export function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
