import { useCallback, useMemo, useState } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { ok, type Result } from '../../core/result';
import { EncodePanel } from './encode-panel';
import { bytesParam, parseBytesInput, parseInspectorType, resourceSourceParam, type BytesEncoding } from './inspector-input';
import { InspectionResult } from './inspection-result';
import { useInspectorLayouts } from './use-inspector-layouts';
import type { MoveLayouts } from '../../queries/move-layouts/use-move-layouts';
import { useResourceBytes, type ResourceBytes } from './use-resource-bytes';
import './bcs-inspector.css';

/** undefined removes the parameter */
type Changes = Record<string, string | undefined>;

/**
 * `/bcs?type=…&hex=…` (or `base64=`, and `json=` to encode): a Move type and bytes, decoded field by field.
 * `address=…&resource=…` instead of bytes reads a resource's BCS from the node (type: the resource's).
 */
export default function BcsInspectorPage() {
  const [search, setSearch] = useSearchParams();
  const { node, ledgerVersion } = useExplorerParams();
  // inputs are uncontrolled (typing never fights the URL); bumped when the page rewrites a value itself
  const [generation, setGeneration] = useState(0);
  const { encoding, text: bytesText } = bytesParam(search);
  // bytes in the URL win; else the resource it names (its type is then the default type)
  const source = bytesText.trim() === '' ? resourceSourceParam(search) : undefined;
  const typeText = search.get('type') ?? (source?.ok === true ? source.value.resourceType : '');
  const json = search.get('json') ?? '';

  const update = useUpdateSearch(setSearch);

  const type = useMemo(() => parseInspectorType(typeText), [typeText]);
  const layouts = useInspectorLayouts(node, type, ledgerVersion);
  const fromResource = useResourceBytes(node, source, ledgerVersion);
  const typed = useMemo(() => (bytesText.trim() === '' ? undefined : parseBytesInput(bytesText, encoding)), [bytesText, encoding]);
  const bytes = typed ?? (fromResource.status === 'ready' ? ok(fromResource.bytes) : undefined);
  const bytesKey =
    source?.ok === true && typed === undefined
      ? `${source.value.address}/${source.value.resourceType}@${ledgerVersion ?? 'latest'}`
      : bytesText;
  const shapes = layouts.status === 'ready' ? layouts.layouts : layouts.status === 'registry' ? undefined : null;

  const setEncoding = (next: BytesEncoding) => {
    if (next !== encoding) update({ hex: undefined, base64: undefined, [next]: bytesText });
  };
  const inspect = (hex: string) => {
    update({ hex, base64: undefined });
    setGeneration((value) => value + 1);
  };

  return (
    <article className="bcs-page">
      <h1 className="page-title">BCS inspector</h1>
      <p className="muted">
        A Move type and BCS bytes, decoded field by field. Layouts come from the explorer's registry and the node's module ABIs at{' '}
        {ledgerVersion === undefined ? 'the latest version' : `version ${ledgerVersion}`}.
      </p>
      <section className="bcs-section" aria-labelledby="bcs-decode-title">
        <h2 id="bcs-decode-title">Decode BCS</h2>
        <label className="bcs-field-label" htmlFor="bcs-type">
          Move type
        </label>
        <input
          key={`type-${generation}`}
          id="bcs-type"
          className="bcs-input mono"
          defaultValue={typeText}
          spellCheck={false}
          autoComplete="off"
          placeholder="0xcafe::showcase::Entry, vector<u64> or { id: u64, label: 0x1::string::String }"
          aria-describedby="bcs-type-hint"
          onChange={(event) => update({ type: event.target.value || undefined })}
        />
        <p id="bcs-type-hint" className="bcs-hint muted">
          Any type tag, or a struct written inline: <code>{'{ id: u64, label: 0x1::string::String }'}</code>
        </p>
        {type?.ok === false && (
          <p className="bcs-problem" role="alert">
            {type.message}
          </p>
        )}
        <BytesField
          encoding={encoding}
          text={bytesText}
          generation={generation}
          onEncoding={setEncoding}
          onText={(text) => update({ [encoding]: text, address: undefined, resource: undefined })}
        />
        <InspectorNotices source={source} fromResource={fromResource} bytes={bytes} layouts={layouts} typeOk={type?.ok === true} />
        {type?.ok === true && bytes?.ok === true && shapes !== null && (
          <InspectionResult
            key={`${type.value.name}|${type.value.inline ?? ''}|${bytesKey}`}
            bytes={bytes.value}
            tag={type.value.tag}
            layouts={shapes}
          />
        )}
      </section>
      <EncodePanel
        json={json}
        onJsonChange={(text) => update({ json: text || undefined })}
        tag={type?.ok === true ? type.value.tag : undefined}
        layouts={shapes}
        onInspect={inspect}
        generation={generation}
      />
    </article>
  );
}

/** Sets or removes (undefined) search parameters, replacing the history entry. */
function useUpdateSearch(setSearch: SetURLSearchParams): (changes: Changes) => void {
  return useCallback(
    (changes: Changes) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            // '' is kept (an empty `base64=` still says which encoding the user chose)
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
}

interface InspectorNoticesProps {
  source: ReturnType<typeof resourceSourceParam>;
  fromResource: ResourceBytes;
  bytes: Result<Uint8Array> | undefined;
  layouts: MoveLayouts;
  typeOk: boolean;
}

/** Where the bytes come from, and what stops the decode (the read, the bytes, the layouts). */
function InspectorNotices({ source, fromResource, bytes, layouts, typeOk }: InspectorNoticesProps) {
  return (
    <>
      {source?.ok === true && (
        <p className="muted" role="status" data-testid="bcs-source">
          {fromResource.status === 'ready'
            ? `The BCS of ${source.value.resourceType} at ${source.value.address}, read from the node (${fromResource.bytes.length.toLocaleString('en-US')} bytes).`
            : `Reading the BCS of ${source.value.resourceType} at ${source.value.address} from the node…`}
        </p>
      )}
      {fromResource.status === 'failed' && (
        <p className="bcs-problem" role="alert">
          The resource's bytes could not be read: {fromResource.message}
        </p>
      )}
      {bytes?.ok === false && (
        <p className="bcs-problem" role="alert">
          {bytes.message}
        </p>
      )}
      {layouts.status === 'loading' && typeOk && (
        <p className="muted" role="status">
          Reading layouts from the node's module ABIs…
        </p>
      )}
      {layouts.status === 'ready' && layouts.layouts.stopped !== null && (
        <p className="muted" role="status" data-testid="bcs-layouts-stopped">
          {layouts.layouts.stopped} The rest are shown as unknown.
        </p>
      )}
      {layouts.status === 'failed' && (
        <p className="bcs-problem" role="alert">
          The node's module ABIs could not be read: {layouts.message}
        </p>
      )}
    </>
  );
}

interface BytesFieldProps {
  encoding: BytesEncoding;
  text: string;
  /** Bumped when the page rewrites the bytes itself: the uncontrolled box takes them. */
  generation: number;
  onEncoding: (encoding: BytesEncoding) => void;
  onText: (text: string) => void;
}

/** The bytes box and its encoding. */
function BytesField({ encoding, text, generation, onEncoding, onText }: BytesFieldProps) {
  return (
    <>
      <div className="bcs-bytes-head">
        <label className="bcs-field-label" htmlFor="bcs-bytes">
          Bytes
        </label>
        <label>
          Encoding{' '}
          <select value={encoding} onChange={(event) => onEncoding(event.target.value === 'base64' ? 'base64' : 'hex')}>
            <option value="hex">hex</option>
            <option value="base64">base64</option>
          </select>
        </label>
      </div>
      <textarea
        key={`bytes-${generation}`}
        id="bcs-bytes"
        className="bcs-input mono"
        rows={3}
        spellCheck={false}
        defaultValue={text}
        placeholder={encoding === 'hex' ? '0x0700000000000000…' : 'BwAAAAAAAAA…'}
        onChange={(event) => onText(event.target.value)}
      />
    </>
  );
}
