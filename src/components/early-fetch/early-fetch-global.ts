// What the boot script leaves on window for the page (start-early-fetch.ts → take-early-fetch.ts). Apart
// from the starter, so that the app's taker bundles none of the request builders.

/** Where the started requests wait for the page, on window. */
export const EARLY_FETCH_GLOBAL = '__ledgerEarlyFetch';

/** A request as the page will send it. */
export interface EarlyRequest {
  url: string;
  method: string;
  /** Its Accept header, '' for none (the indexer's queries send none). */
  accept: string;
  /** A POST's JSON body, as sent (with Content-Type: application/json). */
  body: string | null;
}
