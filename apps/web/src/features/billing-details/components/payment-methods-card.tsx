import {
  billingDetailsMessages,
  formatDate,
  type TCountry,
  type TPaymentMethod,
} from '@deckhand/contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { AddCardForm } from '@/domain/payments/add-card-form';
import { formatCardExpiry, getPaymentMethodLabel } from '@/domain/payments/payment-method-label';
import { useModalManager } from '@/lib/modals/modal-context';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { SectionCard } from '@/ui/section-card/section-card';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useMakeDefaultPaymentMethod } from '../api/update-payment-method';
import { InvoiceForm } from './invoice-form';

type TPaymentMethodsCardProps = {
  methods: readonly TPaymentMethod[];
  countries: readonly TCountry[];
};

function describeMethod(method: TPaymentMethod): string {
  if (method.kind === 'card') {
    return `Expires ${formatCardExpiry(method.expirationMonth, method.expirationYear)}`;
  }
  const place = [method.street, method.city].filter(Boolean).join(', ');
  const po = method.poExpiresAt
    ? `PO expires ${formatDate(method.poExpiresAt)}`
    : method.poNumber
      ? 'PO without expiry'
      : 'No purchase order';
  return [place, po].filter(Boolean).join(' · ');
}

/** The team's cards and invoice method: add, make default, remove. */
export function PaymentMethodsCard({ methods, countries }: TPaymentMethodsCardProps) {
  const { openModal } = useModalManager();
  const { openConfirmDialog } = useDialogs();
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();

  const onAddCard = () =>
    openModal({
      title: 'Add card',
      render: (close) => (
        <AddCardForm successMessage={billingDetailsMessages.cardAdded} onAdded={close} />
      ),
    });
  const onAddInvoice = () =>
    openModal({
      title: 'Add invoice details',
      size: 'lg',
      render: (close) => <InvoiceForm countries={countries} onDone={close} />,
    });
  const onRemove = (method: TPaymentMethod) =>
    openConfirmDialog({
      title: 'Remove payment method?',
      message: method.default
        ? `${getPaymentMethodLabel(method)} is your default; your newest other method becomes the default.`
        : `${getPaymentMethodLabel(method)} will no longer be offered at checkout.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(method.id),
    });

  return (
    <SectionCard
      title="Payment methods"
      description="The default method is offered first when you buy credits or a plan."
      actions={
        <>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAddCard}>
            Add card
          </Button>
          <Button variant="default" onClick={onAddInvoice}>
            Add invoice details
          </Button>
        </>
      }
    >
      {methods.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
          <Stack gap={4} align="center" ta="center">
            <Text fw={600}>No payment methods yet</Text>
            <Text size="sm" c="dimmed">
              Add a card to buy credits and plans, or invoice details to pay by invoice.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {methods.map((method) => {
            const label = getPaymentMethodLabel(method);
            return (
              <Paper key={method.id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                      {method.kind === 'card' ? (
                        <IconCreditCard size={20} />
                      ) : (
                        <IconFileInvoice size={20} />
                      )}
                    </ThemeIcon>
                    <Stack gap={2} miw={0}>
                      <Group gap="xs">
                        <Text fw={600}>{label}</Text>
                        {method.default ? (
                          <Badge variant="light" size="sm">
                            Default
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {describeMethod(method)}
                        {method.vat ? ` · VAT ${method.vat}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    {method.default ? null : (
                      <Button
                        variant="subtle"
                        size="sm"
                        aria-label={`Make ${label} the default`}
                        onClick={() => makeDefault.mutate(method.id)}
                        loading={makeDefault.isPending && makeDefault.variables === method.id}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      size="sm"
                      aria-label={`Remove ${label}`}
                      onClick={() => onRemove(method)}
                      loading={remove.isPending && remove.variables === method.id}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
