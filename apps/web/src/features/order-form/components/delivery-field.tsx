import '@mantine/core/styles/Radio.layer.css';
import { formatDateTime, formatMinorUnits, type TOrderFormComponent } from '@deckhand/contract';
import { Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import { LaterDatePicker } from './later-date-picker';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'delivery' }> };

type TTurnaround = TProps['component']['options']['turnarounds'][number];

function describeTurnaround(turnaround: TTurnaround, currency: string, zone: string): string {
  if (!turnaround.available) return turnaround.unavailableReason ?? 'Not available';
  const price = formatMinorUnits(turnaround.price, currency);
  return turnaround.deliveryAt
    ? `${price} · Delivered by ${formatDateTime(turnaround.deliveryAt, zone)}`
    : price;
}

/**
 * The turnarounds (§3 DeliveryDates): one radio card each with the whole order's price and the
 * promised delivery in the customer's zone; unavailable ones disabled with their reason. While a
 * calculation moves the dates they show a loading state (§4 delivery dates loading flag).
 */
export function DeliveryField({ component }: TProps) {
  const { draft, change, errorOf, data, zone, calculating } = useOrderFormContext();
  const isLoading = calculating?.includes('delivery') ?? false;
  const { turnarounds } = component.options;
  return (
    <Stack gap="md" aria-busy={isLoading}>
      <Radio.Group
        label="Delivery time"
        withAsterisk={component.properties.required}
        value={draft.values.turnaround}
        onChange={(next) =>
          change('delivery', (values) => ({
            ...values,
            turnaround: turnarounds.find((item) => item.key === next)?.key ?? null,
            deliveryAt: null,
          }))
        }
        error={errorOf('delivery')}
      >
        <Stack gap="xs" mt="xs">
          {turnarounds.map((turnaround) => (
            <Paper key={turnaround.key} withBorder radius="md" p="md">
              <Radio
                value={turnaround.key}
                label={turnaround.name}
                disabled={!turnaround.available}
                description={
                  isLoading ? 'Updating…' : describeTurnaround(turnaround, data.currency, zone)
                }
              />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="xs" role="status" aria-live="polite" mih={20}>
        {isLoading ? (
          <>
            <Loader size="xs" aria-hidden />
            <Text size="sm">Updating delivery dates…</Text>
          </>
        ) : null}
      </Group>
      <LaterDatePicker component={component} />
    </Stack>
  );
}
