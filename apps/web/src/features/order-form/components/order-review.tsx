import type { TOrderPaymentMethod } from '@deckhand/contract';
import { Table } from '@mantine/core';
import { formatInZone } from '../lib/delivery-time';
import { useOrderFormContext } from './order-form-context';

const methodNames: Record<TOrderPaymentMethod, string> = {
  credits: 'Credits',
  card: 'Card',
  invoice: 'Invoice',
  subscription: 'Subscription',
};

/** The submit step's review: what the customer chose, as the server's options name it. */
export function OrderReview() {
  const { draft, zone, payment } = useOrderFormContext();
  const { values, components } = draft;
  const rows: [string, string][] = [];
  for (const component of components) {
    if (component.properties.hideStep) continue;
    if (component.name === 'treatment' && values.treatment) {
      const chosen = component.options.find((option) => option.key === values.treatment);
      rows.push(['Treatment', chosen?.treatmentName ?? values.treatment]);
    }
    if (component.name === 'slides' && values.slides !== null) {
      rows.push(['Slides', String(values.slides)]);
    }
    if (component.name === 'delivery' && values.turnaround) {
      const chosen = component.options.turnarounds.find((item) => item.key === values.turnaround);
      const at = values.deliveryAt ?? chosen?.deliveryAt ?? null;
      const name = chosen?.name ?? values.turnaround;
      rows.push(['Delivery', at ? `${name}, by ${formatInZone(at, zone)}` : name]);
    }
    if (component.name === 'payment' && payment.method) {
      rows.push(['Payment', methodNames[payment.method]]);
    }
  }
  if (rows.length === 0) return null;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
