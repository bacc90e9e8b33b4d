import { useSyncExternalStore } from 'react';
import { browserStorage, memoryStorage, readJson, writeJson, type KeyValueStorage } from '../../core/settings/key-value-storage';

export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const THEME_KEY = 'ledger-explorer:theme';

export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export interface ThemeSettings {
  choice(): ThemeChoice;
  choose(choice: ThemeChoice): void;
  subscribe(listener: () => void): () => void;
}

export function createThemeSettings(storage: KeyValueStorage): ThemeSettings {
  const listeners = new Set<() => void>();
  // read once: useSyncExternalStore asks for the choice on every render of every reader
  let current: ThemeChoice | undefined;
  return {
    choice: () => (current ??= parseThemeChoice(readJson(storage, THEME_KEY))),
    choose(choice) {
      current = choice;
      writeJson(storage, THEME_KEY, choice);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `color-scheme` on :root decides every `light-dark()` colour (app.css and component CSS), so the
 * theme is one property; `data-theme` is there for the few rules that need more than a colour.
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement): void {
  root.style.colorScheme = choice === 'system' ? 'light dark' : choice;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export const themeSettings = createThemeSettings(browserStorage() ?? memoryStorage());

// Applied when the layout's module loads, before the first render, so a remembered theme never flashes.
if (typeof document !== 'undefined') applyTheme(themeSettings.choice(), document.documentElement);

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(themeSettings.subscribe, themeSettings.choice);
}

export function chooseTheme(choice: ThemeChoice): void {
  themeSettings.choose(choice);
  applyTheme(choice, document.documentElement);
}
