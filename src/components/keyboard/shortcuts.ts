// Every keyboard shortcut of the explorer, in one place: the controls that use one, their hints and
// the help overlay (`?`) all read this table.
export const SHORTCUTS = {
  search: { key: '/', action: 'Go to the search box' },
  previousVersion: { key: '[', action: 'Previous version (N−1)' },
  nextVersion: { key: ']', action: 'Next version (N+1)' },
  previousChange: { key: '{', action: 'Previous change of the value on screen' },
  nextChange: { key: '}', action: 'Next change of the value on screen' },
  pin: { key: 'p', action: 'Pin the version on screen, or follow latest again' },
  copyLink: { key: 'y', action: 'Copy the link to this page, pinned to the version on screen' },
  copyCurl: { key: 'c', action: 'Copy the request behind this page as curl' },
  help: { key: '?', action: 'Show these shortcuts' },
} as const;

export type ShortcutId = keyof typeof SHORTCUTS;
export type Shortcut = (typeof SHORTCUTS)[ShortcutId];
