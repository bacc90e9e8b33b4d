import './transactions.css';
import { Fragment } from 'react';
import { ExplorerLink } from '../explorer/explorer-link';
import { TypeName } from '../explorer/type-name';
import { abbreviated } from './transaction-kind';
import type { EntryFunctionCall } from '../../core/api/entry-function-call';
import type { AbiFunction } from '../../core/move/abi-layout';
import { callArguments, parseFunctionId } from '../../core/move/entry-call';

/**
 * `address::module::function<T>(arg0: type = value, …)`, the types from the function's ABI (`fn`, read by
 * the page at the transaction's version; `abiUnreadable` when its module failed or lacks it).
 */
export function CallView({
  payload,
  fn,
  abiUnreadable,
  compact = false,
}: {
  payload: EntryFunctionCall;
  fn: AbiFunction | undefined;
  abiUnreadable: boolean;
  compact?: boolean;
}) {
  const id = parseFunctionId(payload.function);
  if (id === null) return <p className="call">{payload.function}(…)</p>;
  const args = callArguments(fn, payload.type_arguments, payload.arguments);
  const typeArgs =
    payload.type_arguments.length === 0 ? null : (
      <>
        &lt;
        {payload.type_arguments.map((type, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            <TypeName type={type} />
          </Fragment>
        ))}
        &gt;
      </>
    );
  const name = (
    <>
      <ExplorerLink to={{ kind: 'account', address: id.address }}>{id.address}</ExplorerLink>::
      <ExplorerLink to={{ kind: 'module', address: id.address, moduleName: id.module }}>{id.module}</ExplorerLink>::
      <strong>{id.name}</strong>
      {typeArgs}
    </>
  );
  if (compact) {
    return (
      <span className="call" data-call={payload.function}>
        {name}(
        {args.map((arg, index) => (
          <span key={arg.name}>
            {index > 0 && ', '}
            {arg.address !== null ? (
              <ExplorerLink to={{ kind: 'account', address: arg.address }} title={arg.address}>
                {abbreviated(arg.address)}
              </ExplorerLink>
            ) : (
              arg.text
            )}
          </span>
        ))}
        )
      </span>
    );
  }
  return (
    <div className="call" data-call={payload.function}>
      {name}(
      {args.length > 0 && (
        <ol className="call-args" aria-label="Arguments">
          {args.map((arg) => (
            <li key={arg.name}>
              <span className="call-arg-name">{arg.name}</span>
              {arg.type !== null && <span className="call-arg-type">: {arg.type}</span>} ={' '}
              {arg.address !== null ? (
                <ExplorerLink to={{ kind: 'account', address: arg.address }}>{arg.text}</ExplorerLink>
              ) : (
                <span>{arg.text}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      )
      {abiUnreadable && args.length > 0 && (
        <p className="muted">
          The function’s ABI could not be read at this version: the arguments are shown as the node sent them, untyped.
        </p>
      )}
    </div>
  );
}
