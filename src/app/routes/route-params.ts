import { formatAddress, parseAddress } from '../../core/move/address';
import { tryParse } from '../../core/move/errors';
import { formatStructTag, parseStructTag } from '../../core/move/type-tag';
import type { Result } from '../../core/result';

/** Short form of an address path parameter (the route redirects any other form to it). */
export function parseAddressParam(text: string | undefined): Result<string> {
  return tryParse(() => formatAddress(parseAddress(text ?? '')));
}

/** Normalised struct tag of a resource-type path parameter (router params arrive percent-decoded once). */
export function parseResourceTypeParam(text: string | undefined): Result<string> {
  return tryParse(() => formatStructTag(parseStructTag(text ?? '')));
}
