import { canSeeCreditPackVideo, creditMessages } from '@deckhand/contract';
import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  getCreditPackagesQueryOptions,
  useCreditPackages,
} from '@/domain/pricing/get-credit-packages';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { CreditPackVideo } from '../components/credit-pack-video';
import { PackCard } from '../components/pack-card';

/** /my-profile/billing/credits: the credit packs of §3 with the 'save up to 10%' promise. */
export function CreditPacksPage() {
  const { user } = useCurrentUser();
  const packages = useCreditPackages();
  return (
    <Stack gap={0}>
      <PageHeader title={creditMessages.packsHeading} description={creditMessages.offer} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Text>{creditMessages.packsIntro}</Text>
          {user && canSeeCreditPackVideo(user) ? <CreditPackVideo /> : null}
        </Stack>
        {packages.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={360} radius="lg" />
            ))}
          </SimpleGrid>
        ) : packages.isError ? (
          <LoadFailedAlert
            title="The credit packs could not be loaded"
            onRetry={() => void packages.refetch()}
          />
        ) : packages.data.packages.length === 0 ? (
          <Alert variant="light" title="No credit packs are on sale right now">
            Please come back later.
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {packages.data.packages.map((pack) => (
              <PackCard key={pack.id} pack={pack} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** The packs are public: the server sends them with the page's HTML. */
export const prefetchQueries = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getCreditPackagesQueryOptions());
