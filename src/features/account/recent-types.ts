// Resource types the user opened, newest first: the type picker offers them when a node lacks the list extension.
const STORAGE_KEY = 'ledger-explorer:recent-types';
const MAX_RECENT = 20;

export function readRecentTypes(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberType(resourceType: string): void {
  try {
    const recent = readRecentTypes();
    if (recent[0] === resourceType) return;
    const next = [resourceType, ...recent.filter((item) => item !== resourceType)].slice(0, MAX_RECENT);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: recent types are a convenience
  }
}
