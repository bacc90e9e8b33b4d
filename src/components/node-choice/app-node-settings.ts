import { useSyncExternalStore } from 'react';
import { browserStorage, memoryStorage } from '../explorer/key-value-storage';
import { defaultNodeOf } from './node-choice';
import { createNodeSettings } from './node-settings';

/** The app's one node-settings store, on localStorage (shared by loaders, query functions and components). */
export const nodeSettings = createNodeSettings(browserStorage() ?? memoryStorage());

/** The API key for a node, read when a query runs: sent as `Authorization: Bearer …`, never in a URL. */
export function apiKeyFor(node: string): string | undefined {
  return nodeSettings.apiKeyFor(node);
}

/** The node used when a link names none (node-choice.ts). */
export function defaultNode(): string {
  return defaultNodeOf(nodeSettings);
}

/** Re-renders the caller when any node setting changes; returns the settings' version. */
export function useNodeSettingsVersion(): number {
  return useSyncExternalStore(nodeSettings.subscribe, nodeSettings.version);
}
