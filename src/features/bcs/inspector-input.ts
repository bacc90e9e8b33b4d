import { InlineStructError, INLINE_STRUCT_TAG, isInlineStruct, parseInlineStruct } from '../../core/move/inline-struct';
import { MoveInputError, tryParse } from '../../core/move/errors';
import { normalizeAddress } from '../../core/move/address';
import { parseHexBytes } from '../../core/move/hex';
import { formatTypeTag, parseTypeTag, type TypeTag } from '../../core/move/type-tag';
import { fail, ok, type Result } from '../../core/result';

// What the inspector's URL holds (`type`, `hex` or `base64`, `json`), parsed for the page.

/** `inline`: the struct's text, when the type is written inline (its tag is then synthetic) */
export type InspectorType = Result<{ tag: TypeTag; name: string; inline?: string }>;
export type BytesEncoding = 'hex' | 'base64';

export function parseInspectorType(text: string): InspectorType | undefined {
  if (text.trim() === '') return undefined;
  try {
    if (isInlineStruct(text)) {
      parseInlineStruct(text);
      return ok({ tag: INLINE_STRUCT_TAG, name: 'inline struct', inline: text.trim() });
    }
    const tag = parseTypeTag(text);
    return ok({ tag, name: formatTypeTag(tag) });
  } catch (error) {
    if (error instanceof MoveInputError || error instanceof InlineStructError) return fail(error.message);
    throw error;
  }
}

/** The bytes to decode, from `hex` (`0x` optional, spaces allowed between bytes) or `base64`. */
export function parseBytesInput(text: string, encoding: BytesEncoding): Result<Uint8Array> {
  const compact = text.replace(/\s+/g, '');
  if (encoding === 'base64') {
    try {
      return ok(Uint8Array.from(atob(compact), (char) => char.charCodeAt(0)));
    } catch {
      return fail('Invalid base64: use A–Z, a–z, 0–9, + and /, padded with = to a multiple of 4 characters');
    }
  }
  return tryParse(() => parseHexBytes(compact));
}

/** Which of `hex` / `base64` the URL uses (hex when neither). */
export function bytesParam(search: URLSearchParams): { encoding: BytesEncoding; text: string } {
  const base64 = search.get('base64');
  if (base64 !== null && search.get('hex') === null) return { encoding: 'base64', text: base64 };
  return { encoding: 'hex', text: search.get('hex') ?? '' };
}

/** `address` + `resource`: bytes to read from the node (a resource's BCS) instead of from the URL. */
export type ResourceSource = Result<{ address: string; resourceType: string }>;

export function resourceSourceParam(search: URLSearchParams): ResourceSource | undefined {
  const address = search.get('address');
  const resourceType = search.get('resource');
  if (address === null || resourceType === null) return undefined;
  return tryParse(() => ({ address: normalizeAddress(address), resourceType: formatTypeTag(parseTypeTag(resourceType)) }));
}
