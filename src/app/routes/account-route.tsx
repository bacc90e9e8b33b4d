import { useParams } from 'react-router-dom';
import { AccountPage } from '../../features/account/account-page';
import { ResourceForm } from '../../features/account/resource-form';
import { BadPathParam } from './bad-path-param';
import { parseAddressParam } from './route-params';

export function AccountRoute() {
  const params = useParams();
  const address = parseAddressParam(params.address);
  if (!address.ok) {
    return (
      <BadPathParam what="address" message={address.message}>
        <ResourceForm address={params.address ?? ''} resourceType="" />
      </BadPathParam>
    );
  }
  return <AccountPage key={address.value} address={address.value} />;
}
