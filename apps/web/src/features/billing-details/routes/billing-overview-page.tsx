import { Alert, Skeleton, Stack } from '@mantine/core';
import { useCountries } from '@/lib/countries/get-countries';
import { usePaymentMethods } from '@/lib/payments/payment-methods-api';
import { PageHeader } from '@/ui/page-header/page-header';
import { useBillingProfile } from '../api/get-billing-profile';
import { BillingAddressForm } from '../components/billing-address-form';
import { PaymentMethodsCard } from '../components/payment-methods-card';

const loadFailed = (what: string) => (
  <Alert color="red" variant="light" role="alert" title={`${what} could not be loaded`}>
    Please reload the page to try again.
  </Alert>
);

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
        {methods.isError ? loadFailed('Payment methods') : null}
        {methods.isPending ? <Skeleton height={180} radius="lg" /> : null}
        {methods.data ? (
          <PaymentMethodsCard methods={methods.data} countries={countries.data ?? []} />
        ) : null}
        {countries.isError ? loadFailed('Countries') : null}
        {profile.isError ? loadFailed('Billing address') : null}
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
