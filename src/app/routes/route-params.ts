import { formatAddress, parseAddress } from '../../core/move/address';
import { MoveInputError } from '../../core/move/errors';
import { formatStructTag, parseStructTag } from '../../core/move/type-tag';

export type ParamResult = { ok: true; value: string } | { ok: false; message: string };

function parseWith(parse: () => string): ParamResult {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof MoveInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Short form of an address path parameter (the route redirects any other form to it). */
export function parseAddressParam(text: string | undefined): ParamResult {
  return parseWith(() => formatAddress(parseAddress(text ?? '')));
}

/** Normalised struct tag of a resource-type path parameter (router params arrive percent-decoded once). */
export function parseResourceTypeParam(text: string | undefined): ParamResult {
  return parseWith(() => formatStructTag(parseStructTag(text ?? '')));
}
