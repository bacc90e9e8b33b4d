import { useParams } from 'react-router-dom';
import { InvalidParam } from '../../components/error-view/invalid-param';
import { AccountPage } from '../../features/account/account-page';
import { ResourceForm } from '../../features/account/resource-form';
import { usePageTarget } from '../../components/explorer/use-page-target';

export default function AccountRoute() {
  const target = usePageTarget<'account'>();
  const params = useParams();
  if (!target.ok) {
    return (
      <div>
        <InvalidParam what="address" message={target.message} />
        <ResourceForm address={params.address ?? ''} resourceType="" />
      </div>
    );
  }
  return <AccountPage key={target.value.address} address={target.value.address} />;
}
