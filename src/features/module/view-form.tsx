import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import type { AbiFunction } from '../../core/move/abi-layout';
import { argumentParams, substituteTypeParams } from '../../core/move/entry-call';
import { entryCallCode } from '../../core/move/entry-call-code';
import { tryParse } from '../../core/move/errors';
import type { JsonValue } from '../../core/move/json';
import { formatTypeTag, parseTypeTag, type TypeTag } from '../../core/move/type-tag';
import type { BytesFormat } from '../../core/move/value-text';
import { argumentBox, argumentHint, viewArgumentOfText } from '../../core/move/view-arguments';
import { explorerHref } from '../../core/search/explorer-location';

type Checked =
  { ok: true; typeArguments: string[]; arguments: JsonValue[]; tags: TypeTag[] } | { ok: false; errors: Record<string, string> };

/** Each box checked on its own: type arguments first (the parameters' types depend on them), then each argument. */
function check(
  fn: AbiFunction,
  params: readonly string[],
  typeTexts: readonly string[],
  argTexts: readonly string[],
  formats: readonly BytesFormat[],
): Checked {
  const errors: Record<string, string> = {};
  const typeArguments: string[] = [];
  fn.generic_type_params.forEach((_, index) => {
    const text = typeTexts[index] ?? '';
    if (text.trim() === '') errors[`T${index}`] = 'Enter a type, e.g. 0x1::native_coin::NativeCoin';
    else {
      const parsed = tryParse(() => formatTypeTag(parseTypeTag(text)));
      if (parsed.ok) typeArguments.push(parsed.value);
      else errors[`T${index}`] = parsed.message;
    }
  });
  const args: JsonValue[] = [];
  const tags: TypeTag[] = [];
  params.forEach((param, index) => {
    if (typeArguments.length !== fn.generic_type_params.length && /\bT\d+\b/.test(param)) {
      errors[`arg${index}`] = 'Fix the type arguments first';
      return;
    }
    const tag = tryParse(() => parseTypeTag(substituteTypeParams(param, typeArguments)));
    if (!tag.ok) {
      errors[`arg${index}`] = `This parameter's type cannot be read: ${tag.message}`;
      return;
    }
    const value = viewArgumentOfText(tag.value, argTexts[index] ?? '', formats[index] ?? 'hex');
    if (value.ok) {
      args.push(value.value);
      tags.push(tag.value);
    } else errors[`arg${index}`] = value.message;
  });
  return Object.keys(errors).length === 0 ? { ok: true, typeArguments, arguments: args, tags } : { ok: false, errors };
}

/** A parameter's type, its type parameters as typed so far (for the hint). */
function paramTag(param: string, typeTexts: readonly string[]): TypeTag | null {
  const filled = typeTexts.map((text) => text.trim() || 'u8');
  const parsed = tryParse(() => parseTypeTag(substituteTypeParams(param, filled)));
  return parsed.ok ? parsed.value : null;
}

/**
 * The run form of a view function, built from its ABI: a box per type argument and per argument, each
 * read by its Move type (src/core/move/value-text.ts, as the table key builder reads a key) and checked
 * before anything is sent. Run opens the call's own page (view-page.tsx), at the module page's version.
 */
export function ViewForm({ fn, moduleId, purpose = 'view' }: { fn: AbiFunction; moduleId: string; purpose?: 'view' | 'entry' }) {
  const params = argumentParams(fn);
  const [built, setBuilt] = useState<ReturnType<typeof entryCallCode> | null>(null);
  const id = useId();
  const navigate = useNavigate();
  const { params: linkParams } = useExplorerParams();
  const [typeTexts, setTypeTexts] = useState<string[]>(() => fn.generic_type_params.map(() => ''));
  const [argTexts, setArgTexts] = useState<string[]>(() => params.map(() => ''));
  const [formats, setFormats] = useState<BytesFormat[]>(() => params.map(() => 'hex'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <T,>(list: T[], index: number, value: T) => list.map((item, at) => (at === index ? value : item));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(fn, params, typeTexts, argTexts, formats);
    if (!checked.ok) {
      setErrors(checked.errors);
      setBuilt(null);
      return;
    }
    setErrors({});
    if (purpose === 'entry') {
      const args = checked.arguments.map((value, index) => ({ value, tag: checked.tags[index] ?? { kind: 'bool' as const } }));
      setBuilt(entryCallCode({ function: `${moduleId}::${fn.name}`, typeArguments: checked.typeArguments, arguments: args }));
      return;
    }
    const { typeArguments, arguments: args } = checked;
    void navigate(explorerHref({ kind: 'view', function: `${moduleId}::${fn.name}`, typeArguments, arguments: args }, linkParams));
  };

  const field = (key: string, label: string, hint: string, value: string, onChange: (value: string) => void, extra?: React.ReactNode) => (
    <div className="view-form-field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="mono"
        value={value}
        placeholder={hint}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={errors[key] !== undefined}
        aria-describedby={errors[key] === undefined ? undefined : `${id}-${key}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      {extra}
      {errors[key] !== undefined && (
        <p className="field-error" id={`${id}-${key}-error`} role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="view-form"
      onSubmit={submit}
      aria-label={purpose === 'view' ? `Run ${fn.name}` : `Build a call of ${fn.name}`}
      noValidate
    >
      {fn.generic_type_params.map((param, index) =>
        field(
          `T${index}`,
          `T${index}${param.constraints.length === 0 ? '' : `: ${param.constraints.join(' + ')}`}`,
          'a type, e.g. 0x1::native_coin::NativeCoin',
          typeTexts[index] ?? '',
          (value) => setTypeTexts((list) => set(list, index, value)),
        ),
      )}
      {params.map((param, index) => {
        const tag = paramTag(param, typeTexts);
        const bytes = tag !== null && argumentBox(tag).kind === 'bytes';
        const format = formats[index] ?? 'hex';
        return field(
          `arg${index}`,
          `arg${index}: ${param}`,
          tag === null ? '' : argumentHint(tag, format),
          argTexts[index] ?? '',
          (value) => setArgTexts((list) => set(list, index, value)),
          bytes && (
            <select
              aria-label={`arg${index} typed as`}
              value={format}
              onChange={(event) => setFormats((list) => set(list, index, event.target.value as BytesFormat))}
            >
              <option value="hex">hex</option>
              <option value="utf8">UTF-8 text</option>
            </select>
          ),
        );
      })}
      <button type="submit">{purpose === 'view' ? `Run ${fn.name}` : `Build a call of ${fn.name}`}</button>
      {built !== null && (
        <div className="entry-call-code" aria-label={`Call of ${fn.name}`}>
          <p className="muted">Nothing is signed or submitted: run it yourself.</p>
          {(
            [
              ['Payload JSON', built.payload],
              ['TS SDK', built.sdk],
              ['Aptos CLI', built.cli],
            ] as const
          ).map(([label, text]) => (
            <div key={label}>
              <h4>
                {label}{' '}
                <CopyButton label={`Copy the ${label}`} text={text}>
                  Copy
                </CopyButton>
              </h4>
              <pre className="mono" data-testid={`entry-${label}`}>
                {text}
              </pre>
            </div>
          ))}
        </div>
      )}
    </form>
  );
}
