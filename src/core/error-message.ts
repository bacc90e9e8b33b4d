/** What a caught value says: an `Error`'s message, anything else (a thrown string, a rejection's value) as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The same for a log: an `Error`'s stack (its message included) where it has one. */
export function errorStack(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
