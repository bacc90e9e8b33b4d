/** The part of the Web Storage API the settings use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser offers it (it throws in some private modes and sandboxes); null on the node. */
export function browserStorage(): KeyValueStorage | null {
  try {
    // the one global the core reads, guarded: absent on the node, so the module stays isomorphic
    // eslint-disable-next-line no-restricted-globals
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** An in-memory stand-in when storage is unavailable: settings then last as long as the page. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: the setting lasts for this page only
  }
}
