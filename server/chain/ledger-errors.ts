// Errors of openLedger and the ledger's reads; the HTTP layer and the CLI map them to statuses and messages.

/** Another live process holds the data directory. */
export class LedgerLockedError extends Error {
  override name = 'LedgerLockedError';
}

/** The directory holds another seed, chain id or schema version (use reset). */
export class LedgerMismatchError extends Error {
  override name = 'LedgerMismatchError';
}

/** The disk holding the data directory is full: opening or generating the chain could not write. */
export class LedgerDiskFullError extends Error {
  override name = 'LedgerDiskFullError';
}

/** A listResources cursor that is not one the ledger issued (the HTTP layer maps it to 400). */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}
