import { useSyncExternalStore } from 'react';
import { nodeSettings } from '../../core/settings/node-settings';

/** Re-renders the caller when any node setting changes; returns the settings' version. */
export function useNodeSettingsVersion(): number {
  return useSyncExternalStore(nodeSettings.subscribe, nodeSettings.version);
}
