import {
  couponLimits,
  couponMessages,
  formatMinorUnits,
  type TCouponSummary,
  type TOrderFormComponent,
} from '@deckhand/contract';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkWithSchema } from '@/lib/http/load-schemas';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'coupon' }> };

const worth = (coupon: TCouponSummary, currency: string) =>
  coupon.percentage !== null
    ? `${coupon.percentage}% off`
    : `${formatMinorUnits(coupon.amount ?? 0, currency)} off`;

/**
 * The coupon step (§3 Coupon, §4 Coupon): a code is applied through the form's calculation, the
 * server answers success or why not, and the price shows the discount; Remove resets it. The
 * upsell coupon is offered with one click.
 */
export function CouponField({ component }: TProps) {
  const { data, draft, change, errorOf } = useOrderFormContext();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const { state, applied, upsellCoupon } = component.options;
  const isApplied = draft.values.coupon !== null && applied !== null;
  // The code's format is the contract's (ZCouponCode), checked once its schemas have loaded.
  const applyCode = async (typed: string) => {
    const parsed = await checkWithSchema('ZCouponCode', typed).catch(() => null);
    if (!parsed?.success) {
      setFormatError(couponMessages.invalidCode);
      return;
    }
    setFormatError(null);
    setCode(parsed.data);
    change('coupon', (values) => ({ ...values, coupon: parsed.data }));
  };
  const remove = () => {
    setCode('');
    change('coupon', (values) => ({ ...values, coupon: null }));
  };

  if (isApplied && applied) {
    return (
      <Alert variant="light" color="green" title={couponMessages.applied} role="status">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">
            <strong>{applied.code}</strong>
            {`: ${applied.description || worth(applied, data.currency)}`}
          </Text>
          <Button variant="default" size="xs" onClick={remove}>
            Remove coupon
          </Button>
        </Group>
      </Alert>
    );
  }

  const error =
    formatError ?? errorOf('coupon') ?? (state?.status === 'error' ? state.message : undefined);
  return (
    <Stack gap="sm" maw={480}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Coupon code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void applyCode(code);
          }}
          maxLength={couponLimits.codeMax}
          autoCapitalize="characters"
          autoComplete="off"
          error={error}
          flex={1}
        />
        <Button variant="default" mt={25} onClick={() => void applyCode(code)}>
          Apply
        </Button>
      </Group>
      {upsellCoupon ? (
        <Text size="sm">
          {'Have no code? '}
          <Anchor
            component="button"
            type="button"
            underline="always"
            inherit
            onClick={() => void applyCode(upsellCoupon.code)}
          >
            {`Use ${upsellCoupon.code}`}
          </Anchor>
          {` for ${upsellCoupon.description || worth(upsellCoupon, data.currency)}.`}
        </Text>
      ) : null}
    </Stack>
  );
}
