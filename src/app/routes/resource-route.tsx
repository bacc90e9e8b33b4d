import { useParams } from 'react-router-dom';
import { ResourceForm } from '../../features/account/resource-form';
import { ResourcePage } from '../../features/account/resource-page';
import { BadPathParam } from './bad-path-param';
import { parseAddressParam, parseResourceTypeParam } from './route-params';

export function ResourceRoute() {
  const params = useParams();
  const address = parseAddressParam(params.address);
  const resourceType = parseResourceTypeParam(params.resourceType);
  if (!address.ok || !resourceType.ok) {
    const message = !address.ok ? address.message : resourceType.ok ? '' : resourceType.message;
    return (
      <BadPathParam what={!address.ok ? 'address' : 'resource type'} message={message}>
        <ResourceForm address={params.address ?? ''} resourceType={params.resourceType ?? ''} />
      </BadPathParam>
    );
  }
  return <ResourcePage address={address.value} resourceType={resourceType.value} />;
}
