// The path of a chart in a URL, on its own: every page of a value reads it at once, the series' code only with a chart.

/** A tree path in a URL (`?plot=`): its keys as JSON, numbers for array indices. */
export function parsePlotPath(text: string | null): (string | number)[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      Array.isArray(parsed) &&
      parsed.every((key) => typeof key === 'string' || (typeof key === 'number' && Number.isSafeInteger(key) && key >= 0))
    ) {
      return parsed as (string | number)[];
    }
  } catch {
    // not a path: no chart
  }
  return null;
}
