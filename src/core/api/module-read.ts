// GET …/module/{module_name}, in a module of its own: only the layout resolver reads module ABIs, and it
// loads when a type needs them (queries/move-layouts/use-move-layouts.ts), with the ABI parser.
import { ACCOUNT_MODULE, endpointCall } from './endpoints';
import { parseModuleBody, type ModuleBody } from './module-body-parse';
import { malformedBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

/**
 * GET /accounts/{address}/module/{module_name} (an extension, as real nodes serve it): the module's
 * ABI, read for its struct layouts. A missing module is 404 `module_not_found`; a node without the
 * route answers 404 or 405 with another code (see moduleAnswerOf in module-answer.ts).
 */
export async function getAccountModule(
  options: RequestOptions & { address: string; moduleName: string; ledgerVersion?: bigint },
): Promise<ApiResponse<ModuleBody>> {
  const sent = await sendApiRequest(options, {
    ...endpointCall(ACCOUNT_MODULE, { address: options.address, module_name: options.moduleName }),
    query: { ledger_version: options.ledgerVersion },
    accept: 'application/json',
  });
  const parsed = parseModuleBody(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  return { data: parsed.value, ledger: sent.ledger };
}
