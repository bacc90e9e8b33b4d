import { useQuery } from '@tanstack/react-query';
import type { AbiFunction } from '../../core/move/abi-layout';
import { parseFunctionId } from '../../core/move/entry-call';
import { moduleQuery } from './module-query';

/** A called function's ABI at `version`: `fn` once read; `unreadable` when its module failed or lacks it. */
export interface FunctionAbi {
  fn: AbiFunction | undefined;
  unreadable: boolean;
}

/** The ABI of `functionId` (`address::module::name`) at `version`, through the module query; none asked for an unparsable id or none. */
export function useFunctionAbi(node: string, functionId: string | undefined, version: bigint | undefined): FunctionAbi {
  const id = functionId === undefined ? null : parseFunctionId(functionId);
  const answer = useQuery({
    ...moduleQuery(node, id?.address ?? '0x0', id?.module ?? 'none', version),
    enabled: id !== null,
  });
  const fn = id === null ? undefined : answer.data?.data.abi?.exposed_functions?.find((candidate) => candidate.name === id.name);
  return { fn, unreadable: answer.isError || (answer.isSuccess && fn === undefined) };
}
