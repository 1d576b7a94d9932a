import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { seedOrderFormAsVisitor } from '../api/get-order-form';
import { OrderFlow } from '../components/order-flow';

/** The flow each page's address shows (an enterprise client's: `client-<key>`, below). */
const flowOfPath: Readonly<Record<string, string>> = {
  [paths.order.now.path]: 'order-now',
  [paths.order.ads.path]: 'order-ads',
  [paths.order.quote.path]: 'quote',
  [paths.order.orderQuote.path]: 'quote',
  [paths.order.tryUsOut.path]: 'try-us-out',
  [paths.order.tenFor49.path]: '10-for-49',
};

const clientFlowKey = (clientKey: string) => `client-${clientKey}`;

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
  return <OrderFlow key={clientKey} flowKey={clientFlowKey(clientKey)} fallbackTitle="Order now" />;
}

/**
 * The page comes with its form (first step shown, typed into before the app runs), not a
 * placeholder: its data is asked as the visitor (their payment methods), in the server's zone.
 * An unknown flow shows the form's own "does not exist" once the browser asks.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  const { clientKey } = route.params;
  const flowKey = clientKey ? clientFlowKey(clientKey) : flowOfPath[route.pathname];
  if (flowKey) await seedOrderFormAsVisitor(route, flowKey);
  return true;
};
