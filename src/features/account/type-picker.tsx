import { ExplorerLink } from '../../components/explorer/explorer-link';
import { readRecentTypes } from './recent-types';
import { ResourceForm } from './resource-form';
import { WELL_KNOWN_TYPES } from './well-known-types';

/** When the node lacks the resources list (404/405 on /resources): pick a type to read instead. */
export function TypePicker({ address }: { address: string }) {
  const recent = readRecentTypes().filter((type) => !WELL_KNOWN_TYPES.includes(type));
  const group = (title: string, types: readonly string[]) =>
    types.length > 0 && (
      <section>
        <h3>{title}</h3>
        <ul>
          {types.map((type) => (
            <li key={type}>
              <ExplorerLink to={{ kind: 'resource', address, resourceType: type }} className="mono">
                {type}
              </ExplorerLink>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <div aria-label="Type picker">
      <p>
        This node does not list an account's resources (it has no <code>/resources</code> endpoint). Pick or type a resource type:
      </p>
      <ResourceForm address={address} resourceType="" />
      {group('Well-known framework types', WELL_KNOWN_TYPES)}
      {group('Recently used', recent)}
    </div>
  );
}
