import { Skeleton, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { getCountriesQueryOptions, useCountries } from '@/domain/countries/get-countries';
import {
  seedPaymentMethodsAsVisitor,
  usePaymentMethods,
} from '@/domain/payments/payment-methods-api';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { seedBillingProfileAsVisitor, useBillingProfile } from '../api/get-billing-profile';
import { BillingAddressForm } from '../components/billing-address-form';
import { PaymentMethodsCard } from '../components/payment-methods-card';

/** The countries are public: the server asks for them before rendering (docs/rendering.md). */
export const prefetchQueries = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getCountriesQueryOptions());

/**
 * On the server, before rendering: the payment methods and the billing address as this visitor
 * may see them, so the page's HTML shows them instead of placeholders until the app has run.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await Promise.all([seedPaymentMethodsAsVisitor(route), seedBillingProfileAsVisitor(route)]);
  return true;
};

/** /my-profile/billing/overview: payment methods and the billing address (§3, manageCredits). */
export function BillingOverviewPage() {
  const countries = useCountries();
  const profile = useBillingProfile();
  const methods = usePaymentMethods();

  return (
    <Stack gap={0}>
      <PageHeader
        title="Billing details"
        description="Your payment methods and the address on your receipts."
      />
      <Stack gap="lg">
        {methods.isError ? (
          <LoadFailedAlert
            title="Payment methods could not be loaded"
            onRetry={() => void methods.refetch()}
          />
        ) : null}
        {methods.isPending ? <Skeleton height={180} radius="lg" /> : null}
        {methods.data ? (
          <PaymentMethodsCard methods={methods.data} countries={countries.data ?? []} />
        ) : null}
        {countries.isError ? (
          <LoadFailedAlert
            title="Countries could not be loaded"
            onRetry={() => void countries.refetch()}
          />
        ) : null}
        {profile.isError ? (
          <LoadFailedAlert
            title="Billing address could not be loaded"
            onRetry={() => void profile.refetch()}
          />
        ) : null}
        {profile.isPending ? <Skeleton height={420} radius="lg" /> : null}
        {profile.data ? (
          <BillingAddressForm
            profile={profile.data}
            countries={countries.data ?? []}
            isLoadingCountries={countries.isPending}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
