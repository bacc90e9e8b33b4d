import { useSyncExternalStore } from 'react';
import { nodeSettings } from '../../core/settings/node-settings';
import { defaultNodeOf } from './node-choice';

/** The node used when a link names none (node-choice.ts). */
export function defaultNode(): string {
  return defaultNodeOf(nodeSettings);
}

/** Re-renders the caller when any node setting changes; returns the settings' version. */
export function useNodeSettingsVersion(): number {
  return useSyncExternalStore(nodeSettings.subscribe, nodeSettings.version);
}
