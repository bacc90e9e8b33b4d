// Errors of openLedger and the ledger's reads; the HTTP layer and the CLI map them to statuses and messages.

/** The data directory cannot be opened: the command line says why in one sentence (main.ts). */
export class LedgerOpenError extends Error {}

/** Another live process holds the data directory. */
export class LedgerLockedError extends LedgerOpenError {
  override name = 'LedgerLockedError';
}

/** The directory holds another seed, chain id or schema version (use reset). */
export class LedgerMismatchError extends LedgerOpenError {
  override name = 'LedgerMismatchError';
}

/** The disk holding the data directory is full: opening or generating the chain could not write. */
export class LedgerDiskFullError extends LedgerOpenError {
  override name = 'LedgerDiskFullError';
}

/** A listResources cursor that is not one the ledger issued (the HTTP layer maps it to 400). */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}
