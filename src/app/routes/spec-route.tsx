import { SpecPage } from '../../features/spec/spec-page';

export function SpecRoute() {
  return <SpecPage />;
}
