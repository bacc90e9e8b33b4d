import { useParams } from 'react-router-dom';
import { InvalidParam } from '../../components/error-view/invalid-param';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { ResourceForm } from '../../features/account/resource-form';
import { ResourcePage } from '../../features/account/resource-page';

export default function ResourceRoute() {
  const target = usePageTarget<'resource'>();
  // the form shows the link's text as typed, to correct
  const params = useParams();
  if (!target.ok) {
    return (
      <div>
        <InvalidParam what={target.param === 'address' ? 'address' : 'resource type'} message={target.message} />
        <ResourceForm address={params.address ?? ''} resourceType={params.resourceType ?? ''} />
      </div>
    );
  }
  return <ResourcePage address={target.value.address} resourceType={target.value.resourceType} />;
}
