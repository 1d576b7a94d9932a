import {
  brandDecisionLimits,
  brandCheckMessages as m,
  type TBrandCheck,
  type TBrandCheckFinding,
  type TBrandFinding,
  type TSlidePreview,
} from '@deckhand/contract';
import { Alert, Badge, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import type { TReviewAddon } from '@/domain/order/review/review-addon';
import { isApiError } from '@/lib/http/api-error';
import { InlineLoader } from '@/ui/inline-loader';
import { TextNoteForm } from '@/ui/text-note-form/text-note-form';
import { useBrandCheck, useDecideBrandFinding } from '../api/staff-orders-api';
import classes from './brand-check-review.module.css';

/**
 * The brand check in the staff console's review (docs/review.md): beside the comments, what the
 * file was checked against and each finding, numbered, with its slide; over the slide shown
 * large, the boxes of that slide's findings with the same numbers. A finding opens its slide.
 */
export function createBrandCheckAddon(orderId: number): TReviewAddon {
  return {
    SlideMarks: ({ preview, position }) => (
      <BrandCheckMarks orderId={orderId} preview={preview} position={position} />
    ),
    Panel: ({ preview, position, goToPosition }) => (
      <BrandCheckPanel
        orderId={orderId}
        preview={preview}
        position={position}
        goToPosition={goToPosition}
      />
    ),
  };
}

/** The findings in the list's order, numbered from 1: the marks use the same numbers. */
const numbered = (check: TBrandCheck) =>
  check.findings.map((finding, index) => ({ finding, number: index + 1 }));

const describeFinding = (finding: TBrandFinding) =>
  [
    finding.allowed === null
      ? finding.found
      : `${finding.found} (${m.allowed}: ${finding.allowed})`,
    finding.delta === null ? null : `ΔE ${finding.delta.toFixed(1)}`,
    finding.element?.name || null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

function BrandCheckPanel({
  orderId,
  preview,
  position,
  goToPosition,
}: {
  orderId: number;
  preview: TSlidePreview;
  position: number;
  goToPosition: (position: number) => void;
}) {
  const query = useBrandCheck(orderId, preview.id);
  const decide = useDecideBrandFinding(orderId, preview.id);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const headingId = `brand-check-${preview.id}`;
  let body: React.ReactNode;
  if (query.isPending) {
    body = <InlineLoader label={m.heading} />;
  } else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <Text size="sm" c="dimmed">
          {m.noCheck}
        </Text>
      ) : (
        <Alert color="red" variant="light" title={m.loadFailed}>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      );
  } else if (query.data.status === 'notChecked') {
    body = (
      <Text size="sm" c="dimmed">
        {m.notChecked[query.data.reason ?? 'deckUnreadable']}
      </Text>
    );
  } else {
    const check = query.data;
    const count = check.findings.length + check.moreFindings;
    const intendedCount = check.findings.filter((finding) => finding.intended).length;
    body = (
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {count === 0 ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          ) : (
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden />
          )}
          <Text size="sm">{m.checkedSummary(check.templateName, count)}</Text>
        </Group>
        {intendedCount > 0 ? (
          <Text size="sm" c="dimmed">
            {m.openCount(count - intendedCount, intendedCount)}
          </Text>
        ) : null}
        {check.findings.length > 0 ? (
          <ol className={classes.list}>
            {numbered(check).map(({ finding, number }) => (
              <li key={finding.key} className={classes.item}>
                <UnstyledButton
                  className={classes.finding}
                  aria-current={finding.slide === position ? 'true' : undefined}
                  onClick={() => goToPosition(finding.slide)}
                >
                  <Badge
                    size="sm"
                    variant="light"
                    color={finding.intended ? 'gray' : 'orange'}
                    className={classes.number}
                  >
                    {number}
                  </Badge>
                  <span>
                    <Text span size="sm" fw={600}>
                      {m.slide(finding.slide)} · {m.kinds[finding.kind]}
                    </Text>
                    <Text span size="sm" display="block" className={classes.detail}>
                      {describeFinding(finding)}
                    </Text>
                  </span>
                </UnstyledButton>
                <FindingDecision
                  finding={finding}
                  isClosed={check.published}
                  isEditing={editingKey === finding.key}
                  onEdit={() => setEditingKey(finding.key)}
                  onCancel={() => setEditingKey(null)}
                  onDecide={async (reason) => {
                    await decide.mutateAsync({ key: finding.key, reason });
                    setEditingKey(null);
                  }}
                />
              </li>
            ))}
          </ol>
        ) : null}
        {check.moreFindings > 0 ? (
          <Text size="sm" c="dimmed">
            {m.moreFindings(check.moreFindings)}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {m.heading}
        </Title>
        {body}
      </Stack>
    </section>
  );
}

/**
 * Under a finding of a draft: staff mark it intended with the reason the customer will read, or
 * take that back; an intended finding says who decided and why.
 */
function FindingDecision({
  finding,
  isClosed,
  isEditing,
  onEdit,
  onCancel,
  onDecide,
}: {
  finding: TBrandCheckFinding;
  /** The version is the customer's: its decisions are shown, no longer changed. */
  isClosed: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onDecide: (reason: string | null) => Promise<void>;
}) {
  if (isEditing) {
    return (
      <TextNoteForm
        field="reason"
        schema="ZBrandIntendedForm"
        label={m.intendedReason}
        description={m.intendedReasonHint}
        maxLength={brandDecisionLimits.reasonMax}
        submitLabel={m.saveIntended}
        cancelLabel={m.cancel}
        onSubmit={onDecide}
        onCancel={onCancel}
      />
    );
  }
  if (finding.intended) {
    return (
      <Stack gap={2} className={classes.decision}>
        <Text size="sm" className={classes.detail}>
          <Text span size="sm" fw={600}>
            {m.intendedBy(finding.intended.by)}:
          </Text>{' '}
          {finding.intended.reason}
        </Text>
        {isClosed ? null : (
          <Group justify="flex-end">
            <Button size="sm" variant="subtle" onClick={() => void onDecide(null)}>
              {m.undoIntended}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (isClosed) return null;
  return (
    <Group justify="flex-end" className={classes.decision}>
      <Button size="sm" variant="subtle" onClick={onEdit}>
        {m.markIntended}
      </Button>
    </Group>
  );
}

/**
 * The boxes of the shown slide's findings over the slide, one per element, with the numbers of
 * its findings as in the list (a text box with a foreign font and an off-palette colour: "1, 3").
 */
function BrandCheckMarks({
  orderId,
  preview,
  position,
}: {
  orderId: number;
  preview: TSlidePreview;
  position: number;
}) {
  const query = useBrandCheck(orderId, preview.id);
  if (query.data?.status !== 'checked') return null;
  const boxes = new Map<string, { box: TBox; numbers: number[] }>();
  for (const { finding, number } of numbered(query.data)) {
    const box = finding.element?.box;
    if (finding.slide !== position || !box) continue;
    const key = `${finding.element?.id}|${box.x}|${box.y}|${box.w}|${box.h}`;
    const known = boxes.get(key);
    if (known) known.numbers.push(number);
    else boxes.set(key, { box, numbers: [number] });
  }
  if (boxes.size === 0) return null;
  return (
    <div className={classes.marks} role="img" aria-label={m.findingsOnSlide}>
      {[...boxes.entries()].map(([key, { box, numbers }]) => {
        const style = {
          left: `${box.x * 100}%`,
          top: `${box.y * 100}%`,
          width: `${box.w * 100}%`,
          height: `${box.h * 100}%`,
        } as CSSProperties;
        return (
          <span key={key} className={classes.mark} style={style}>
            <span className={classes.markNumber}>{numbers.join(', ')}</span>
          </span>
        );
      })}
    </div>
  );
}

type TBox = NonNullable<NonNullable<TBrandFinding['element']>['box']>;
