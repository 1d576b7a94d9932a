import '@mantine/core/styles/Radio.layer.css';
import {
  reviewGuestMessages as m,
  reviewGuestKinds,
  reviewGuestRules,
  type TInviteGuestResponse,
  type TReviewGuestKind,
} from '@deckhand/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useInviteReviewGuest } from '../api/review-guest-actions';

type TShareFields = {
  email: string;
  name: string;
  label: string;
  expiresInDays: number;
  canSeePrices: boolean;
};

/** The form holds both kinds' fields; the contract's schema reads those of the kind chosen. */
type TShareFormValues = ({ kind: 'email' } | { kind: 'link' }) & TShareFields;

const fieldNames = ['kind', 'email', 'name', 'label', 'expiresInDays', 'canSeePrices'] as const;

const emptyShare = (kind: TReviewGuestKind, expiresInDays: number): TShareFormValues => ({
  kind,
  email: '',
  name: '',
  label: '',
  expiresInDays,
  canSeePrices: false,
});

const lifetimeChoices = reviewGuestRules.lifetimeDays.map((days) => ({
  value: String(days),
  label: m.lifetimeOption(days),
}));

/**
 * Sharing the order's review with someone outside the team (owners, admins, whoever placed the
 * order): an invite mailed to one person (the toast says so), or a link to forward, which the
 * card then shows once. A 422 lands on the fields; other failures are the app's to show.
 */
export function ShareGuestForm({
  orderId,
  onShared,
}: {
  orderId: number;
  onShared: (answer: TInviteGuestResponse) => void;
}) {
  const invite = useInviteReviewGuest(orderId);
  const { control, register, watch, reset, formRef, formMessages, submitWith, formState } =
    useContractForm<'ZInviteGuestRequest', TShareFormValues>({
      schema: 'ZInviteGuestRequest',
      fieldNames,
      defaultValues: emptyShare('email', reviewGuestRules.defaultLifetimeDays),
    });
  const { errors } = formState;
  const kind = watch('kind');
  const onSubmit = submitWith(
    async (values) => {
      const answer = await invite.mutateAsync(values);
      onShared(answer);
      // Ready for the next person, the way of sharing and the duration kept.
      reset(emptyShare(values.kind, values.expiresInDays));
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="kind"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={m.kindLabel}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value as TReviewGuestKind)}
              error={toFieldErrorProp(fieldState.error)}
            >
              <Stack gap="xs" mt="xs">
                {reviewGuestKinds.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={m.kindOptions[option]}
                    description={option === 'email' ? m.canApproveNote : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {kind === 'email' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="email"
              autoComplete="off"
              label={m.emailLabel}
              {...register('email')}
              error={toFieldErrorProp(errors.email)}
            />
            <TextInput
              autoComplete="off"
              label={m.nameLabel}
              {...register('name')}
              error={toFieldErrorProp(errors.name)}
            />
          </SimpleGrid>
        ) : (
          <TextInput
            autoComplete="off"
            label={m.labelLabel}
            placeholder={m.labelPlaceholder}
            {...register('label')}
            error={toFieldErrorProp(errors.label)}
          />
        )}
        <Group gap="md" align="flex-end" wrap="wrap">
          <Controller
            control={control}
            name="expiresInDays"
            render={({ field, fieldState }) => (
              <NativeSelect
                ref={field.ref}
                name={field.name}
                label={m.lifetimeLabel}
                data={lifetimeChoices}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={toFieldErrorProp(fieldState.error)}
                w={{ base: '100%', xs: 160 }}
              />
            )}
          />
          <Checkbox
            label={m.canSeePricesLabel}
            pb={{ base: 0, xs: 8 }}
            {...register('canSeePrices')}
          />
        </Group>
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={formState.isSubmitting}
            leftSection={<IconShare size={18} aria-hidden />}
          >
            {m.share}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
