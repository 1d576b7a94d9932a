import {
  brandCheckMessages,
  brandPublishMessages as m,
  openBrandFindings,
  type TSlidePreview,
} from '@deckhand/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { BrandReportModal } from './brand-report-modal';

/**
 * On the customer's version: what its file was checked against and the outcome ("Checked
 * against your template: 0 issues", or the findings accepted as intended), with the report a
 * click away; a file not checked says why.
 */
export function BrandCheckLine({ orderId, preview }: { orderId: number; preview: TSlidePreview }) {
  const [isOpen, setIsOpen] = useState(false);
  const check = preview.brandCheck;
  if (!check) return null;
  if (check.status === 'notChecked') {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconShieldOff size={18} color="var(--mantine-color-gray-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          {brandCheckMessages.notChecked[check.reason ?? 'deckUnreadable']}
        </Text>
      </Group>
    );
  }
  // Versions delivered before the publish gate may carry findings nobody decided on.
  const summary =
    openBrandFindings(check) > 0
      ? brandCheckMessages.checkedSummary(check.templateName, check.findings)
      : m.customerChecked(check.templateName, check.intended);
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconShieldCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
        <Text size="sm">{summary}</Text>
      </Group>
      <Button size="compact-sm" variant="subtle" onClick={() => setIsOpen(true)}>
        {m.openReport}
      </Button>
      <BrandReportModal
        orderId={orderId}
        previewId={preview.id}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </Group>
  );
}
