import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { CallView } from '../../components/transactions/call-view';
import type { EntryFunctionCall } from '../../core/api/entry-function-call';
import { useFunctionAbi } from '../../queries/move-layouts/use-function-abi';

/** The call with its arguments typed by the function's ABI at `version`: loaded, and its module asked for, once the page is painted. */
export default function CallWithAbi({ payload, version }: { payload: EntryFunctionCall; version: bigint | undefined }) {
  const { node } = useExplorerParams();
  const abi = useFunctionAbi(node, payload.function, version);
  return <CallView payload={payload} fn={abi.fn} abiUnreadable={abi.unreadable} />;
}
