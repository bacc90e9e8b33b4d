import { useParams } from 'react-router-dom';
import { InvalidParam } from '../../components/error-view/invalid-param';
import { ResourceForm } from '../../features/account/resource-form';
import { ResourcePage } from '../../features/account/resource-page';
import { parseAddressParam, parseResourceTypeParam } from './route-params';

export default function ResourceRoute() {
  const params = useParams();
  const address = parseAddressParam(params.address);
  const resourceType = parseResourceTypeParam(params.resourceType);
  if (!address.ok || !resourceType.ok) {
    const message = !address.ok ? address.message : resourceType.ok ? '' : resourceType.message;
    return (
      <div>
        <InvalidParam what={!address.ok ? 'address' : 'resource type'} message={message} />
        <ResourceForm address={params.address ?? ''} resourceType={params.resourceType ?? ''} />
      </div>
    );
  }
  return <ResourcePage address={address.value} resourceType={resourceType.value} />;
}
