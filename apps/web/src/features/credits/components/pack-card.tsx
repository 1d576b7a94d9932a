import { formatMinorUnits, type TCreditPackage } from '@deckhand/contract';
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { packThemeColours } from './pack-colours';

export const purchaseHref = (packageId: number) =>
  `${paths.profile.billing.creditsPurchase.getHref()}?package=${packageId}`;

/** One credit pack: its name in its colour, price, credits, saving, pros and Buy. */
export function PackCard({ pack }: { pack: TCreditPackage }) {
  const headingId = useId();
  const colour = packThemeColours[pack.colour];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      style={{ borderTop: `4px solid var(--mantine-color-${colour}-6)` }}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="h3" id={headingId}>
            {pack.name}
          </Title>
          <Badge variant="light" size="lg">
            Save {pack.discount.percentage}%
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text fz={28} fw={700} lh={1.2}>
            {formatMinorUnits(pack.amount, pack.currency)}
          </Text>
          <Text size="sm">buys {formatMinorUnits(pack.credits, pack.currency)} of credits</Text>
          <Text size="sm" c="dimmed">
            {formatMinorUnits(pack.discount.amount, pack.currency)} extra (
            {pack.discount.percentage}%)
          </Text>
        </Stack>
        <List
          spacing="xs"
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon color={colour} size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {pack.pros.map((pro) => (
            <List.Item key={pro}>{pro}</List.Item>
          ))}
        </List>
        <Button
          component={AppLink}
          to={purchaseHref(pack.id)}
          fullWidth
          aria-label={`Buy the ${pack.name} pack`}
        >
          Buy
        </Button>
      </Stack>
    </Paper>
  );
}
