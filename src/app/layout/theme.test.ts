import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../core/settings/key-value-storage';
import { createThemeSettings, parseThemeChoice } from './theme';

describe('theme settings', () => {
  it('follows the system until a choice is made, then remembers it', () => {
    const storage = memoryStorage();
    expect(createThemeSettings(storage).choice()).toBe('system');
    createThemeSettings(storage).choose('dark');
    expect(createThemeSettings(storage).choice()).toBe('dark');
    expect(storage.getItem('ledger-explorer:theme')).toBe('"dark"');
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['purple', 'system'],
    [3, 'system'],
    [undefined, 'system'],
  ])('parses %s as %s', (stored, choice) => expect(parseThemeChoice(stored)).toBe(choice));

  it('reads a corrupt stored value as system', () => {
    const storage = memoryStorage();
    storage.setItem('ledger-explorer:theme', '{oops');
    expect(createThemeSettings(storage).choice()).toBe('system');
  });

  it('reads storage once, then answers from memory', () => {
    const storage = memoryStorage();
    let reads = 0;
    const counting = { ...storage, getItem: (key: string) => ((reads += 1), storage.getItem(key)) };
    const settings = createThemeSettings(counting);
    settings.choice();
    settings.choice();
    settings.choose('dark');
    expect(settings.choice()).toBe('dark');
    expect(reads).toBe(1);
  });

  it('notifies subscribers', () => {
    const settings = createThemeSettings(memoryStorage());
    const seen: string[] = [];
    settings.subscribe(() => seen.push(settings.choice()));
    settings.choose('light');
    settings.choose('system');
    expect(seen).toEqual(['light', 'system']);
  });
});
