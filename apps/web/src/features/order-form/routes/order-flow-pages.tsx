import { useParams } from 'react-router';
import { OrderFlow } from '../components/order-flow';

/** /order-now: the stepped order (§2.2). */
export function OrderNowPage() {
  return <OrderFlow flowKey="order-now" fallbackTitle="Order now" />;
}

/** /order-ads: the ads order. */
export function OrderAdsPage() {
  return <OrderFlow flowKey="order-ads" fallbackTitle="Order ads" />;
}

/** /quote and /order-quote: a quote (no price; staff price it). */
export function QuotePage() {
  return <OrderFlow flowKey="quote" fallbackTitle="Request a quote" />;
}

/** /try-us-out: the trial offer. */
export function TryUsOutPage() {
  return <OrderFlow flowKey="try-us-out" fallbackTitle="Try us out" />;
}

/** /10-for-49: 10 slides for $49. */
export function TenFor49Page() {
  return <OrderFlow flowKey="10-for-49" fallbackTitle="10 slides for $49" />;
}

/** /clients/:clientKey/order-now: an enterprise client's flow (`client-<key>`). */
export function ClientOrderPage() {
  const { clientKey = '' } = useParams();
  return <OrderFlow key={clientKey} flowKey={`client-${clientKey}`} fallbackTitle="Order now" />;
}
