import { Alert, Skeleton, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { getCountriesQueryOptions, useCountries } from '@/domain/countries/get-countries';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { PageHeader } from '@/ui/page-header/page-header';
import { UserDetailsForm } from '../components/user-details-form';

/**
 * The countries are public: the server asks for them before rendering (docs/rendering.md), so the
 * form is in the page's HTML (the first page after logging in) instead of a placeholder.
 */
export const prefetchQueries = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getCountriesQueryOptions());

/** /my-profile/user-details. */
export function UserDetailsPage() {
  const { user } = useCurrentUser();
  const countries = useCountries();
  if (!user) return null;
  return (
    <Stack gap={0}>
      <PageHeader title="User details" description="Your name, company, address and phone." />
      {countries.isError ? (
        <Alert color="red" variant="light" mb="lg" title="Countries could not be loaded">
          The country list is unavailable right now; please reload the page to try again.
        </Alert>
      ) : null}
      {countries.isPending ? (
        <Skeleton height={420} radius="lg" />
      ) : (
        <UserDetailsForm
          user={user}
          countries={countries.data ?? []}
          isLoadingCountries={countries.isPending}
        />
      )}
    </Stack>
  );
}
