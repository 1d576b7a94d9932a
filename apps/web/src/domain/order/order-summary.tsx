import {
  formatDate,
  formatDateTime,
  formatMinorUnits,
  orderPageMessages as m,
  orderReviewMessages as reviewMessages,
  type TOrderConfirmation,
  type TOrderDetails,
  type TOrderExtra,
  treatmentNames,
} from '@deckhand/contract';
import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What was ordered and for when: the facts of the order, two columns on wider screens. */
export function OrderSummary({
  order,
  details,
}: {
  order: TOrderConfirmation;
  details: TOrderDetails;
}) {
  const styleName = details.style.type
    ? details.style.type === 'template' && details.style.templateName
      ? `${m.styleNames.template}: ${details.style.templateName}`
      : m.styleNames[details.style.type]
    : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Field label={m.fields.placed}>{formatDate(order.createdAt, 'long')}</Field>
      {details.placedBy ? <Field label={m.fields.placedBy}>{details.placedBy}</Field> : null}
      <Field label={m.fields.flow}>{details.flowName}</Field>
      {order.treatment ? (
        <Field label={m.fields.treatment}>{treatmentNames[order.treatment].name}</Field>
      ) : null}
      {order.slides !== null ? <Field label={m.fields.slides}>{order.slides}</Field> : null}
      {details.turnaroundName ? (
        <Field label={m.fields.turnaround}>{details.turnaroundName}</Field>
      ) : null}
      <Field label={m.fields.delivery}>
        {order.promisedDeliveryAt ? formatDateTime(order.promisedDeliveryAt, order.timezone) : '—'}
      </Field>
      {styleName ? <Field label={m.fields.style}>{styleName}</Field> : null}
      {order.paymentMethod ? (
        <Field label={m.fields.payment}>{m.paymentNames[order.paymentMethod]}</Field>
      ) : null}
      {details.poNumber ? <Field label={m.fields.poNumber}>{details.poNumber}</Field> : null}
      {details.customFields.map((field) => (
        <Field key={field.label} label={field.label}>
          {field.answer}
        </Field>
      ))}
    </SimpleGrid>
  );
}

/** The server's price lines and total, or a word that a quote is on its way. */
export function OrderPrice({
  order,
  extras = [],
  unpricedText = m.quoteNotPriced,
}: {
  order: TOrderConfirmation;
  /** What was paid on top (revision rounds past the included ones), listed under the total. */
  extras?: readonly TOrderExtra[];
  /** What an unpriced quote says (the customer's words by default). */
  unpricedText?: string;
}) {
  const { price } = order;
  if (!price) return <Text size="sm">{unpricedText}</Text>;
  const money = (amount: number) => formatMinorUnits(amount, price.currency);
  return (
    <Stack gap={6}>
      {price.lines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm">{line.label}</Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {money(line.amount)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{money(price.total)}</Text>
      </Group>
      {extras.length > 0 ? (
        <Stack gap={6} mt="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {reviewMessages.extrasHeading}
          </Text>
          {extras.map((extra) => (
            <Group key={extra.round} justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={0}>
                <Text size="sm">{reviewMessages.extraRound(extra.round)}</Text>
                <Text size="xs" c="dimmed">
                  {m.paymentNames[extra.method]} · {reviewMessages.extraStatus[extra.status]}
                  {extra.poNumber ? ` · PO ${extra.poNumber}` : ''}
                </Text>
              </Stack>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMinorUnits(extra.amount, extra.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
