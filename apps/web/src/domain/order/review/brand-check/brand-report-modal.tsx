import {
  brandCheckMessages,
  brandPublishMessages as m,
  type TBrandCheckFinding,
} from '@deckhand/contract';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/ui/dialogs/dialogs';
import { InlineLoader } from '@/ui/inline-loader';
import classes from './brand-report-modal.module.css';
import { useBrandReport } from './get-brand-report';

/**
 * The same finding in several places (one off-brand colour on three shapes) reads once, with its
 * slides and how many places: what was found, the nearest allowed value and the reason.
 */
function groupFindings(findings: readonly TBrandCheckFinding[]) {
  const groups = new Map<
    string,
    { key: string; finding: TBrandCheckFinding; slides: number[]; count: number }
  >();
  for (const finding of findings) {
    const key = [finding.kind, finding.found, finding.allowed, finding.intended?.reason].join('|');
    const group = groups.get(key) ?? { key, finding, slides: [], count: 0 };
    if (!group.slides.includes(finding.slide)) group.slides.push(finding.slide);
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    slides: group.slides.sort((a, b) => a - b),
  }));
}

/** The report of a version's brand check: each finding with its slides, values and reason. */
export function BrandReportModal({
  orderId,
  previewId,
  isOpen,
  onClose,
}: {
  orderId: number;
  previewId: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const query = useBrandReport(orderId, previewId, { isEnabled: isOpen });
  let body: React.ReactNode;
  if (query.isPending) {
    body = <InlineLoader label={m.reportTitle} />;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" title={brandCheckMessages.loadFailed}>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {brandCheckMessages.retry}
        </Button>
      </Alert>
    );
  } else if (query.data.findings.length === 0) {
    body = <Text size="sm">{m.reportEmpty}</Text>;
  } else {
    body = (
      <ol className={classes.list}>
        {groupFindings(query.data.findings).map(({ key, finding, slides, count }) => (
          <li key={key} className={classes.item}>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {m.slides(slides)}
              </Badge>
              <Text span size="sm" fw={600}>
                {brandCheckMessages.kinds[finding.kind]}
              </Text>
              {count > slides.length ? (
                <Text span size="sm" c="dimmed">
                  {m.places(count)}
                </Text>
              ) : null}
            </Group>
            <dl className={classes.facts}>
              <dt>{m.found}</dt>
              <dd>{finding.found}</dd>
              {finding.allowed === null ? null : (
                <>
                  <dt>{m.nearest}</dt>
                  <dd>{finding.allowed}</dd>
                </>
              )}
              {finding.intended ? (
                <>
                  <dt>{m.why}</dt>
                  <dd>{finding.intended.reason}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Modal opened={isOpen} onClose={onClose} title={m.reportTitle} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {m.reportIntro}
        </Text>
        {body}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
