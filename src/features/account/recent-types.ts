// Resource types the user opened, newest first: the type picker offers them when a node lacks the list extension.
import { browserStorage, memoryStorage, readJson, writeJson } from '../../core/settings/key-value-storage';

const STORAGE_KEY = 'ledger-explorer:recent-types';
const MAX_RECENT = 20;
const storage = browserStorage() ?? memoryStorage();

export function readRecentTypes(): string[] {
  const stored = readJson(storage, STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT) : [];
}

export function rememberType(resourceType: string): void {
  const recent = readRecentTypes();
  // storage full or disabled: writeJson keeps quiet (recent types are a convenience)
  if (recent[0] !== resourceType)
    writeJson(storage, STORAGE_KEY, [resourceType, ...recent.filter((item) => item !== resourceType)].slice(0, MAX_RECENT));
}
