// The typed-key encoder (and with it the BCS writer) loaded on demand: a link that
// carries `key` and the page's first render do without it, which keeps the table page's first load
// within the 130 kB budget the other pages meet.
import { useEffect, useState } from 'react';
import type { encodeTypedKey } from './typed-key';
import { errorMessage } from '../../core/error-message';

export type EncodeTypedKey = typeof encodeTypedKey;

export type TypedKeyEncoder = { status: 'ready'; encode: EncodeTypedKey } | { status: 'loading' } | { status: 'failed'; message: string };

let loaded: EncodeTypedKey | undefined;
let loading: Promise<EncodeTypedKey> | undefined;

/** Loads the encoder once; a failed load (network) is tried again on the next call. */
export function loadTypedKeyEncoder(): Promise<EncodeTypedKey> {
  loading ??= import('./typed-key').then(
    (module) => (loaded = module.encodeTypedKey),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The encoder when `needed` (loading it then), at once if it was loaded before. */
export function useTypedKeyEncoder(needed: boolean): TypedKeyEncoder {
  const [state, setState] = useState<TypedKeyEncoder>(() => (loaded ? { status: 'ready', encode: loaded } : { status: 'loading' }));
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    setState({ status: 'loading' });
    loadTypedKeyEncoder().then(
      (encode) => live && setState({ status: 'ready', encode }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: `Could not load the key encoder: ${errorMessage(error)}`,
        }),
    );
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return state;
}
