import { useParams } from 'react-router-dom';
import { InvalidParam } from '../../components/error-view/invalid-param';
import { AccountPage } from '../../features/account/account-page';
import { ResourceForm } from '../../features/account/resource-form';
import { parseAddressParam } from './route-params';

export default function AccountRoute() {
  const params = useParams();
  const address = parseAddressParam(params.address);
  if (!address.ok) {
    return (
      <div>
        <InvalidParam what="address" message={address.message} />
        <ResourceForm address={params.address ?? ''} resourceType="" />
      </div>
    );
  }
  return <AccountPage key={address.value} address={address.value} />;
}
