// One page of an account's resources list, types first: asked as BCS (what real nodes also serve), so a
// list holding a big value (0xcafe's Large) costs no JSON text or parse of it, and values are read
// one by one when shown. A node that will not answer BCS for the list gets the JSON list, as before:
// the BCS answer is an option the explorer never depends on.
import { listAccountResources, listAccountResourcesBcs } from '../../core/api/account-resources-read';
import type { RequestOptions } from '../../core/api/send-request';
import { cursorMayBeHidden } from '../../core/api/collect-pages';
import { ApiError } from '../../core/api/errors';
import type { LedgerInfo } from '../../core/api/ledger-headers';
import type { MoveResource } from '../../core/api/schemas';

/** A listed resource: its value when the list carried it (JSON), else only its type (read on demand). */
export type ListedResource = { type: string; data?: MoveResource['data'] };

export interface ListedPage {
  items: ListedResource[];
  ledger: LedgerInfo | null;
  cursor: string | null;
  /** A full page whose cursor this page cannot read: the list may go on (cursorMayBeHidden). */
  cursorHidden: boolean;
}

/** Statuses by which a node says "not in that representation" (406, 415, 403 api_disabled, 501, a 400 on Accept). */
const REFUSALS: ReadonlySet<number> = new Set([400, 403, 406, 415, 501]);

/** Refusals that say nothing about the data itself: the JSON list may still answer. */
export function refusesBcsList(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'malformed_response' || (error.status !== null && REFUSALS.has(error.status));
}

/** Nodes that refused the BCS list once, by base URL: their next pages and versions go straight to JSON. */
const jsonOnlyNodes = new Set<string>();

export async function readResourceListPage(
  options: RequestOptions & { address: string; ledgerVersion?: bigint; limit: number; start?: string },
): Promise<ListedPage> {
  let page: { data: ListedResource[]; ledger: LedgerInfo | null; cursor: string | null } | undefined;
  if (!jsonOnlyNodes.has(options.node)) {
    try {
      const bcs = await listAccountResourcesBcs(options);
      page = { ...bcs, data: bcs.data.map((listed) => ({ type: listed.type })) };
    } catch (error) {
      if (!refusesBcsList(error)) throw error;
      jsonOnlyNodes.add(options.node);
    }
  }
  const { data: items, ledger, cursor } = page ?? (await listAccountResources(options));
  return { items, ledger, cursor, cursorHidden: cursorMayBeHidden({ itemCount: items.length, limit: options.limit, cursor, ledger }) };
}
