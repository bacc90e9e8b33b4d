/** A search parameter's value; absent or empty, undefined (`?key_type=` names no type). */
export function paramValue(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name);
  return value === null || value === '' ? undefined : value;
}
