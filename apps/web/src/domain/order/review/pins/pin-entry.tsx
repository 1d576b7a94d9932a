import {
  formatDateTime,
  reviewPinMessages as m,
  reviewGuestMessages,
  type TReviewPin,
  type TReviewPinReply,
} from '@deckhand/contract';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TPlacedPin } from './pin-geometry';
import { PinRequestState } from './pin-request-state';
import { formatPinPlace } from './pin-requests';
import { PinTextForm } from './pin-text-form';
import type { TReviewPinStore } from './review-pin-store';
import classes from './review-pins.module.css';

/**
 * Who reviews: the customer's team, staff, or a guest reviewer the customer shared the order
 * with (comments and replies only: the team resolves and moves comments).
 */
export type TReviewViewer = 'customer' | 'staff' | 'guest';

export type TPinReader = {
  /** Who reads it: customers and guests see staff as Deckhand, staff their colleagues' names. */
  viewer: TReviewViewer;
  /** The zone dates are shown in (the order's). */
  timezone?: string | undefined;
};

/** The writer's name: staff as Deckhand to everyone but staff, a guest reviewer marked so. */
function describeAuthor(item: TReviewPin | TReviewPinReply, viewer: TReviewViewer) {
  if (item.fromStaff && viewer !== 'staff') return `${item.authorName} · ${m.staff}`;
  if (item.fromGuest) return `${item.authorName} · ${reviewGuestMessages.guestBadge}`;
  return item.authorName;
}

/** Who wrote it, when, and whether it was edited since. */
function Byline({ item, viewer, timezone }: { item: TReviewPin | TReviewPinReply } & TPinReader) {
  const name = describeAuthor(item, viewer);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={item.at}>{formatDateTime(item.at, timezone)}</time>
        {item.editedAt ? ` · ${m.edited}` : ''}
      </Text>
    </Group>
  );
}

/** Which form of the entry is open: a reply, an edit of the pin or of one reply. */
type TForm = { kind: 'reply' } | { kind: 'edit' } | { kind: 'editReply'; replyId: number } | null;

type TPinEntryProps = TPinReader & {
  placed: TPlacedPin;
  isSelected: boolean;
  /** Show its slide and mark it. */
  onShow: () => void;
  store: TReviewPinStore;
  /** The entry left the list (resolved while resolved ones are hidden) with focus inside it. */
  onFocusLost: () => void;
};

/** One pinned comment in the list: where, who, what, its replies and what one can do with it. */
export function PinEntry({
  placed: { pin, placement },
  isSelected,
  onShow,
  store,
  onFocusLost,
  viewer,
  timezone,
}: TPinEntryProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const [form, setForm] = useState<TForm>(null);
  const [isResolving, setIsResolving] = useState(false);
  // Where focus goes back to when a form closes: the button that opened it.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    itemRef.current?.querySelector<HTMLElement>(`[data-action="${focusAfter}"]`)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const closeForm = (returnTo: string) => {
    setForm(null);
    setFocusAfter(returnTo);
  };
  const isResolved = pin.status === 'resolved';
  const onResolve = () => {
    setIsResolving(true);
    store
      .setPinResolved(pin.id, !isResolved)
      .then(() => {
        if (!itemRef.current && document.activeElement === document.body) onFocusLost();
      })
      // A failure is the app's to show (its toast); the button comes back.
      .catch(() => undefined)
      .finally(() => setIsResolving(false));
  };

  return (
    <li
      ref={itemRef}
      className={classes.item}
      data-pin-id={pin.id}
      data-selected={isSelected || undefined}
      data-resolved={isResolved || undefined}
    >
      <Stack gap={6}>
        <UnstyledButton
          className={classes.pinLink}
          aria-current={isSelected ? 'true' : undefined}
          onClick={onShow}
        >
          {formatPinPlace(pin.number, placement.position)}
        </UnstyledButton>
        {placement.carriedFrom ? (
          <Text size="xs" c="dimmed">
            {m.carriedFrom(placement.carriedFrom.round, placement.carriedFrom.position)}
            {placement.areaChanged === null
              ? ''
              : ` · ${placement.areaChanged ? m.areaChanged : m.areaUnchanged}`}
          </Text>
        ) : null}
        <Byline item={pin} viewer={viewer} timezone={timezone} />
        {form?.kind === 'edit' ? (
          <PinTextForm
            label={m.yourComment}
            submitLabel={m.save}
            initialBody={pin.body}
            onSubmit={async (body) => {
              await store.editPin(pin.id, body);
              closeForm('edit');
            }}
            onCancel={() => closeForm('edit')}
          />
        ) : (
          <Text size="sm" className={classes.body}>
            {pin.body}
          </Text>
        )}
        <PinRequestState pin={pin} />
        {isResolved && pin.resolvedBy ? (
          <Text size="xs" c="dimmed">
            {m.resolvedBy(pin.resolvedBy)}
          </Text>
        ) : null}
        {pin.replies.length > 0 ? (
          <ol className={classes.replies}>
            {pin.replies.map((reply) => {
              const action = `edit-reply-${reply.id}`;
              const isEditing = form?.kind === 'editReply' && form.replyId === reply.id;
              return (
                <li key={reply.id}>
                  <Stack gap={2}>
                    <Byline item={reply} viewer={viewer} timezone={timezone} />
                    {isEditing ? (
                      <PinTextForm
                        label={m.replyLabel}
                        submitLabel={m.save}
                        initialBody={reply.body}
                        onSubmit={async (body) => {
                          await store.editReply(pin.id, reply.id, body);
                          closeForm(action);
                        }}
                        onCancel={() => closeForm(action)}
                      />
                    ) : (
                      <Text size="sm" className={classes.body}>
                        {reply.body}
                      </Text>
                    )}
                    {reply.isOwn && !isEditing ? (
                      <Group>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          className={classes.touch}
                          data-action={action}
                          onClick={() => setForm({ kind: 'editReply', replyId: reply.id })}
                        >
                          {m.edit}
                        </Button>
                      </Group>
                    ) : null}
                  </Stack>
                </li>
              );
            })}
          </ol>
        ) : null}
        {form?.kind === 'reply' ? (
          <PinTextForm
            label={m.replyLabel}
            submitLabel={m.sendReply}
            onSubmit={async (body) => {
              await store.replyToPin(pin.id, body);
              closeForm('reply');
            }}
            onCancel={() => closeForm('reply')}
          />
        ) : null}
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            className={classes.touch}
            data-action="reply"
            onClick={() => setForm({ kind: 'reply' })}
          >
            {m.reply}
          </Button>
          {pin.isOwn ? (
            <Button
              variant="default"
              size="compact-sm"
              className={classes.touch}
              data-action="edit"
              onClick={() => setForm({ kind: 'edit' })}
            >
              {m.edit}
            </Button>
          ) : null}
          {viewer === 'guest' ? null : (
            <Button
              variant="default"
              size="compact-sm"
              className={classes.touch}
              loading={isResolving}
              onClick={onResolve}
            >
              {isResolved ? m.reopen : m.resolve}
            </Button>
          )}
        </Group>
      </Stack>
    </li>
  );
}
