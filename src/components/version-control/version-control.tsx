import { VersionControlBar, type VersionControlProps } from './version-control-bar';
import { useVersionSteps } from './use-version-steps';

export type { VersionControlProps } from './version-control-bar';

/** Following latest or pinned at N; pin, step, jump to oldest/latest, type a version (issue 4 item 5), with its keys. */
export function VersionControl(props: VersionControlProps) {
  const steps = useVersionSteps(props);
  return <VersionControlBar {...props} steps={steps} />;
}
