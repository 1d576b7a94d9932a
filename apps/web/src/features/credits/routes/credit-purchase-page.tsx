import { creditMessages, formatMinorUnits } from '@deckhand/contract';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCreditPackages } from '@/domain/pricing/get-credit-packages';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { SectionCard } from '@/ui/section-card/section-card';

import { PurchaseForm } from '../components/purchase-form';

const backToPacks = (
  <Anchor component={AppLink} to={paths.profile.billing.credits.getHref()}>
    See the credit packs
  </Anchor>
);

/** /my-profile/billing/credits/purchase?package=<id>: the chosen pack and paying for it. */
export function CreditPurchasePage() {
  const [searchParams] = useSearchParams();
  const packageId = Number(searchParams.get('package'));
  const packages = useCreditPackages();
  const pack = packages.data?.packages.find((item) => item.id === packageId);

  return (
    <Stack gap={0}>
      <PageHeader title={creditMessages.purchaseHeading} description={creditMessages.offer} />
      {packages.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : packages.isError ? (
        <Alert color="red" variant="light" title="The credit packs could not be loaded">
          Reload the page to try again.
        </Alert>
      ) : !pack ? (
        <Alert variant="light" title={creditMessages.unknownPackage}>
          {backToPacks}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4}>
                <Title order={2} fz="h4">
                  {pack.name} pack
                </Title>
                <Text>
                  {formatMinorUnits(pack.credits, pack.currency)} of credits for{' '}
                  <Text span fw={700}>
                    {formatMinorUnits(pack.amount, pack.currency)}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {formatMinorUnits(pack.discount.amount, pack.currency)} extra (
                  {pack.discount.percentage}%) · {backToPacks}
                </Text>
              </Stack>
              <Badge variant="light" size="lg">
                {pack.name}
              </Badge>
            </Group>
          </Paper>
          <SectionCard title="Payment" description="Charged once to the card you choose.">
            <PurchaseForm pack={pack} />
          </SectionCard>
        </Stack>
      )}
    </Stack>
  );
}
