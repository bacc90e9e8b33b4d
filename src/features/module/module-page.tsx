import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { structAnchor, TypeName } from '../../components/explorer/type-name';
import { Fact } from '../../components/transactions/fact';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { layoutQueries } from '../../queries/move-layouts/layout-queries';
// the module query's reader (module-query.ts loads it when asked) comes with this page's chunks, not after them
import '../../core/api/module-read';
import '../../components/transactions/transactions.css';
import type { AbiFunction, AbiModule, AbiStruct } from '../../core/move/abi-layout';
import { ModuleSourceSection } from './module-source';
import { ViewForm } from './view-form';
import './view.css';

const ModuleCallers = lazy(() => import('./module-callers'));

/** `/accounts/:address/module/:moduleName`: a module's structs, functions and friends, from its ABI. */
export default function ModulePage() {
  const target = usePageTarget<'module'>();
  if (!target.ok) return <InvalidParamPage title="Module" what="module" message={target.message} />;
  return <ModuleAt address={target.value.address} moduleName={target.value.moduleName} />;
}

function ModuleAt({ address, moduleName }: { address: string; moduleName: string }) {
  const { node, ledgerVersion } = useExplorerParams();
  const query = useQuery(layoutQueries.module(node, address, moduleName, ledgerVersion));
  const abi = query.data?.data.abi;
  useScrollToAnchor(abi !== undefined);
  const name = `${address}::${moduleName}`;
  return (
    <article className="module-page">
      <h1 className="page-title">
        <span className="muted">Module</span> <span className="mono">{name}</span>{' '}
        <CopyButton label="Copy module name" text={name}>
          Copy
        </CopyButton>
        <br />
        <small>
          at <ExplorerLink to={{ kind: 'account', address }}>{address}</ExplorerLink>
          {ledgerVersion !== undefined && <> · version {ledgerVersion.toString()}</>}
        </small>
      </h1>
      {query.isError ? (
        <ApiErrorView error={query.error} requestedVersion={ledgerVersion} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <p className="muted" aria-live="polite">
          Reading the module…
        </p>
      ) : abi === undefined ? (
        <p className="notice">
          The node sent this module without its ABI: only its bytecode ({(query.data.data.bytecode.length / 2 - 1).toLocaleString('en')}{' '}
          bytes).
        </p>
      ) : (
        <>
          <ModuleAbi abi={abi} address={address} moduleName={moduleName} readAt={ledgerVersion ?? query.data.ledger?.ledgerVersion} />
          {/* before the callers: their indexer answer comes late, and would push the source away from its anchor */}
          <ModuleSourceSection node={node} address={address} moduleName={moduleName} version={ledgerVersion} />
          <Suspense fallback={null}>
            <ModuleCallers
              address={address}
              moduleName={moduleName}
              entryFunctions={(abi.exposed_functions ?? []).filter((fn) => fn.is_entry).map((fn) => fn.name)}
            />
          </Suspense>
        </>
      )}
    </article>
  );
}

/** `#struct-Name` scrolls to its struct once the ABI is on screen (the router does not, the page draws late). */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

function ModuleAbi({
  abi,
  address,
  moduleName,
  readAt,
}: {
  abi: AbiModule;
  address: string;
  moduleName: string;
  /** The version the ABI was read at: a struct's "value at" link opens the value of that version. */
  readAt: bigint | undefined;
}) {
  const functions = abi.exposed_functions ?? [];
  const friends = abi.friends ?? [];
  // the run forms first: a developer comes to run a view or an entry function more often than to read structs
  const views = functions.filter((fn) => fn.is_view);
  const entries = functions.filter((fn) => fn.is_entry && !fn.is_view);
  const others = functions.filter((fn) => !fn.is_view && !fn.is_entry);
  const moduleId = `${address}::${moduleName}`;
  return (
    <>
      <dl className="facts" aria-label="Module">
        <Fact label="Structs">{abi.structs.length}</Fact>
        <Fact label="Functions">
          {functions.length} ({functions.filter((fn) => fn.is_entry).length} entry, {functions.filter((fn) => fn.is_view).length} view)
        </Fact>
        <Fact label="Friends" width="wide">
          {abi.friends === undefined ? (
            <span className="muted">not in the ABI the node sent</span>
          ) : friends.length === 0 ? (
            <span className="muted">none</span>
          ) : (
            friends.map((friend, index) => {
              const [friendAddress = '', friendModule = ''] = friend.split('::');
              return (
                <span key={friend}>
                  {index > 0 && ', '}
                  <ExplorerLink to={{ kind: 'module', address: friendAddress, moduleName: friendModule }}>
                    <span className="mono">{friend}</span>
                  </ExplorerLink>
                </span>
              );
            })
          )}
        </Fact>
      </dl>
      <ModuleIndex
        links={[
          ...(views.length > 0 ? [{ id: 'view-functions', label: 'View functions', count: views.length }] : []),
          ...(entries.length > 0 ? [{ id: 'entry-functions', label: 'Entry functions', count: entries.length }] : []),
          ...(others.length > 0 ? [{ id: 'other-functions', label: 'Other functions', count: others.length }] : []),
          { id: 'structs', label: 'Structs', count: abi.structs.length },
          { id: 'source', label: 'Source' },
        ]}
      />
      {abi.exposed_functions === undefined && <p className="muted">The ABI the node sent lists no functions.</p>}
      <FunctionSection id="view-functions" title="View functions" functions={views} moduleId={moduleId} />
      <FunctionSection id="entry-functions" title="Entry functions" functions={entries} moduleId={moduleId} />
      <FunctionSection id="other-functions" title="Other functions" functions={others} moduleId={moduleId} />
      <section className="tx-section" aria-labelledby="structs">
        <h2 id="structs">
          Structs <span className="muted">({abi.structs.length})</span>
        </h2>
        <ol className="card-list">
          {abi.structs.map((struct) => (
            <li key={struct.name} className="card" id={structAnchor(struct.name)}>
              <StructView struct={struct} address={address} moduleName={moduleName} readAt={readAt} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** A short index of the page's sections (anchors), so a phone reaches the run forms without scrolling past the structs. */
function ModuleIndex({ links }: { links: { id: string; label: string; count?: number }[] }) {
  return (
    <nav className="module-index" aria-label="On this page">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>
              {link.label}
              {link.count !== undefined && <span className="muted"> ({link.count})</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The module's functions of one kind, each with its run form (view) or its call form (entry); nothing when there are none. */
function FunctionSection({ id, title, functions, moduleId }: { id: string; title: string; functions: AbiFunction[]; moduleId: string }) {
  if (functions.length === 0) return null;
  return (
    <section className="tx-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="muted">({functions.length})</span>
      </h2>
      <ol className="card-list">
        {functions.map((fn) => (
          <li key={fn.name} className="card" id={`fun-${fn.name}`}>
            <FunctionView fn={fn} />
            {fn.is_view && <ViewForm fn={fn} moduleId={moduleId} />}
            {fn.is_entry && <ViewForm fn={fn} moduleId={moduleId} purpose="entry" />}
          </li>
        ))}
      </ol>
    </section>
  );
}

const typeParamNames = (count: number) => Array.from({ length: count }, (_, index) => `T${index.toString()}`);

function StructView({
  struct,
  address,
  moduleName,
  readAt,
}: {
  struct: AbiStruct;
  address: string;
  moduleName: string;
  readAt: bigint | undefined;
}) {
  const { params: pageParams } = useExplorerParams();
  const params = struct.generic_type_params.map(
    (param, index) => `${param.is_phantom ? 'phantom ' : ''}${typeParamNames(struct.generic_type_params.length)[index] ?? ''}`,
  );
  const isResource = struct.abilities?.includes('key') === true;
  return (
    <>
      <h3>
        <span className="tag">{struct.is_enum === true ? 'enum' : 'struct'}</span>
        <span className="mono">
          {struct.name}
          {params.length > 0 && `<${params.join(', ')}>`}
        </span>{' '}
        {(struct.abilities ?? []).map((ability) => (
          <span key={ability} className="tag" title={`ability ${ability}`}>
            {ability}
          </span>
        ))}
        {struct.is_native && <span className="tag">native</span>}
        {isResource && params.length === 0 && (
          <span className="muted">
            {' '}
            (
            <ExplorerLink
              to={{ kind: 'resource', address, resourceType: `${address}::${moduleName}::${struct.name}` }}
              params={readAt === undefined ? pageParams : { ...pageParams, ledgerVersion: readAt.toString() }}
            >
              its value at {address}
              {readAt !== undefined && <>, version {readAt.toString()}</>}
            </ExplorerLink>
            )
          </span>
        )}
      </h3>
      {struct.variants !== undefined && struct.variants.length > 0 ? (
        struct.variants.map((variant) => (
          <div key={variant.name}>
            <p className="mono">{variant.name}</p>
            <Fields fields={variant.fields} />
          </div>
        ))
      ) : struct.fields.length === 0 ? (
        <p className="muted">{struct.is_native ? 'Native: its fields are not in the ABI.' : 'No fields.'}</p>
      ) : (
        <Fields fields={struct.fields} />
      )}
    </>
  );
}

function Fields({ fields }: { fields: readonly { name: string; type: string }[] }) {
  return (
    <dl className="kv">
      {fields.map((field) => (
        <div key={field.name} style={{ display: 'contents' }}>
          <dt className="mono">{field.name}</dt>
          <dd>
            <TypeName type={field.type} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FunctionView({ fn }: { fn: AbiFunction }) {
  const params = typeParamNames(fn.generic_type_params.length).map((name, index) => {
    const constraints = fn.generic_type_params[index]?.constraints ?? [];
    return constraints.length === 0 ? name : `${name}: ${constraints.join(' + ')}`;
  });
  return (
    <>
      <h3>
        {fn.is_entry && <span className="tag">entry</span>}
        {fn.is_view && <span className="tag">view</span>}
        <span className="tag">{fn.visibility}</span>
        <span className="mono">
          {fn.name}
          {params.length > 0 && `<${params.join(', ')}>`}
        </span>
      </h3>
      <dl className="kv">
        <dt>parameters</dt>
        <dd>
          <TypeList types={fn.params} empty="none" />
        </dd>
        <dt>returns</dt>
        <dd>
          <TypeList types={fn.return} empty="nothing" />
        </dd>
      </dl>
    </>
  );
}

/** Move types separated by commas, each linked to its module; `empty` when there are none. */
function TypeList({ types, empty }: { types: readonly string[]; empty: string }) {
  if (types.length === 0) return <span className="muted">{empty}</span>;
  return types.map((type, index) => (
    <span key={index}>
      {index > 0 && ', '}
      <TypeName type={type} />
    </span>
  ));
}
