import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { InvalidParam } from '../../components/error-view/invalid-param';
import { AccountPage } from '../../features/account/account-page';
import { usePageTarget } from '../../components/explorer/use-page-target';

// the page's first read, for its loader (loaders.ts): it comes with this chunk, which the page loads anyway
export { resourceListQuery } from '../../features/account/resource-list-query';

// only under a bad address: the form is not in the account page's first load
const ResourceForm = lazy(async () => ({ default: (await import('../../features/account/resource-parts')).ResourceForm }));

export default function AccountRoute() {
  const target = usePageTarget<'account'>();
  const params = useParams();
  if (!target.ok) {
    return (
      <div>
        <InvalidParam what="address" message={target.message} />
        <Suspense fallback={null}>
          <ResourceForm address={params.address ?? ''} resourceType="" />
        </Suspense>
      </div>
    );
  }
  return <AccountPage key={target.value.address} address={target.value.address} />;
}
