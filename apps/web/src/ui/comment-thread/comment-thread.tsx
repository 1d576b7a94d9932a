import '@mantine/core/styles/Avatar.layer.css';
import {
  formatDateTime,
  orderCommentMessages as m,
  orderCommentRules,
  type TOrderComment,
} from '@deckhand/contract';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';

type TCommentThreadProps = {
  comments: readonly TOrderComment[];
  /** The zone dates are shown in (the order's). */
  timezone: string;
  /** Sends one comment; the thread reloads from the server afterwards. */
  onSend: (body: string) => Promise<void>;
  /** Who reads it: staff see their colleagues' names, customers see Deckhand. */
  viewer: 'customer' | 'staff';
  emptyText?: string;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** An order's comments, oldest first, and a box to write the next one. */
export function CommentThread({
  comments,
  timezone,
  onSend,
  viewer,
  emptyText,
}: TCommentThreadProps) {
  const { register, formRef, formMessages, submitWith, formState, reset } = useContractForm({
    schema: 'ZCreateOrderCommentRequest',
    fieldNames: ['body'],
    defaultValues: { body: '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      await onSend(values.body);
      reset({ body: '' });
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <Stack gap="md">
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? m.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((comment) => {
            const name =
              comment.fromStaff && viewer === 'customer'
                ? `${comment.author} · ${m.staff}`
                : comment.author;
            return (
              <Paper
                component="li"
                key={comment.id}
                withBorder
                radius="md"
                p="sm"
                bg={comment.fromStaff ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Avatar
                    size="sm"
                    radius="xl"
                    color={comment.fromStaff ? 'blue' : 'gray'}
                    aria-hidden
                  >
                    {initials(comment.author)}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(comment.at, timezone)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {comment.body}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <GrowTextarea
            label={m.label}
            minRows={2}
            maxRows={8}
            maxLength={orderCommentRules.bodyMax}
            {...register('body')}
            error={toFieldErrorProp(formState.errors.body)}
          />
          <FormAlert messages={formMessages} />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {m.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
