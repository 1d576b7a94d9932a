import { Outlet, useParams } from 'react-router';
import { useClientLanding } from '@/domain/clients/get-client-landing';
import { BareLayout } from './bare-layout';

/**
 * A client's landing page (§2.2): no header; the footer unless the client is one of the two
 * without it. The page's server prefetch has the client's data in the cache, so the server
 * renders the footer (or not) as the browser will.
 */
export function ClientLandingLayout() {
  const { clientKey = '' } = useParams();
  const landing = useClientLanding(clientKey);
  return (
    <BareLayout hasFooter={landing.data ? !landing.data.hideFooter : false}>
      <Outlet />
    </BareLayout>
  );
}
