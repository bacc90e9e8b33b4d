import { versionSteps } from '../../core/history/ledger-window';
import { SHORTCUTS } from '../keyboard/shortcuts';
import { useKeyShortcut } from '../keyboard/use-key-shortcut';
import { useSetVersion } from './use-set-version';

/** What the version control's step and pin do now (undefined: not possible here); its buttons and keys share them. */
export interface VersionSteps {
  /** the versions a step lands on */
  back: bigint | undefined;
  on: bigint | undefined;
  stepBack: (() => void) | undefined;
  stepOn: (() => void) | undefined;
  togglePin: (() => void) | undefined;
}

/**
 * The version control's steps, with their keys (`[`, `]`, `p`) bound from the first paint: its bar may load after
 * the data is painted (StateKeyShell), and a key pressed before then must act all the same.
 */
export function useVersionSteps({
  pinned,
  shown,
  oldest,
  latest,
}: {
  pinned: bigint | undefined;
  shown: bigint | undefined;
  oldest: bigint | undefined;
  latest: bigint | undefined;
}): VersionSteps {
  const setVersion = useSetVersion();
  const current = pinned ?? shown;
  const { back, on } = versionSteps(current, oldest, latest);
  // `current` as where the step starts from: an open diff follows the step (following latest, the URL does not say it)
  const stepBack = back !== undefined ? () => setVersion(back, current) : undefined;
  const stepOn = on !== undefined ? () => setVersion(on, current) : undefined;
  const togglePin = pinned !== undefined ? () => setVersion(undefined) : shown !== undefined ? () => setVersion(shown, shown) : undefined;
  useKeyShortcut(SHORTCUTS.previousVersion, stepBack);
  useKeyShortcut(SHORTCUTS.nextVersion, stepOn);
  useKeyShortcut(SHORTCUTS.pin, togglePin);
  return { back, on, stepBack, stepOn, togglePin };
}
