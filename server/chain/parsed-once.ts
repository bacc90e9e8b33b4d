/**
 * `parse`, run once per text for the node's life. Not bounded: its callers parse the types the chain
 * itself wrote, a few dozen, never request input.
 */
export function parsedOnce<T>(parse: (text: string) => T): (text: string) => T {
  const parsed = new Map<string, T>();
  return (text) => {
    let value = parsed.get(text);
    if (value === undefined) {
      value = parse(text);
      parsed.set(text, value);
    }
    return value;
  };
}
