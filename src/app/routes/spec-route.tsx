import { SpecPage } from '../../features/spec/spec-page';
import { useThemeChoice } from '../layout/theme';

export default function SpecRoute() {
  // the node's page in the frame cannot see the app's theme switch: it is told in its URL
  const theme = useThemeChoice();
  return <SpecPage theme={theme === 'system' ? undefined : theme} />;
}
