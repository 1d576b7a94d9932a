import { brandCheckMessages, brandPublishMessages as m } from '@deckhand/contract';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import classes from './brand-report-modal.module.css';
import { useBrandReport } from './get-brand-report';

/** The report of a version's brand check: each finding with its slide, values and reason. */
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
    body = <Loader size="sm" aria-label={m.reportTitle} />;
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
        {query.data.findings.map((finding) => (
          <li key={finding.key} className={classes.item}>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {brandCheckMessages.slide(finding.slide)}
              </Badge>
              <Text span size="sm" fw={600}>
                {brandCheckMessages.kinds[finding.kind]}
              </Text>
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
