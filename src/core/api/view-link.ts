// A view call's deep link (`/view/0xcafe::showcase::lookup_name?type_args=[…]&args=[…]`) → the call it
// names: one rule for the view page and the boot script's early read (the view entry of src/core/search/explorer-pages.ts), so
// the request the boot script starts is the page's own, byte for byte.
import { parseFunctionId } from '../move/entry-call';
import { tryParse } from '../move/errors';
import type { JsonValue } from '../move/json';
import { fail, ok, type Result } from '../result';
import type { ViewCall } from './read-requests';

/** `typeArguments` already normalised by the caller (the page parses them; the boot script takes only calls without). */
export function viewCallOfLink(functionText: string, typeArguments: readonly string[], argsText: string | null): Result<ViewCall> {
  const id = parseFunctionId(functionText);
  if (id === null) return fail(`${JSON.stringify(functionText)} is not a function id (address::module::name).`);
  // JSON.parse, not the lossless reader: the link holds the arguments exactly as they are sent (u64 as strings)
  const args = tryParse(() => JSON.parse(argsText ?? '[]') as JsonValue);
  if (!args.ok || !Array.isArray(args.value)) return fail('args must be a JSON list of arguments, e.g. ["alpha"].');
  return ok({ function: `${id.address}::${id.module}::${id.name}`, typeArguments, arguments: args.value });
}
