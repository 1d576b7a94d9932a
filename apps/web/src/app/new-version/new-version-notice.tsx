import { screenTexts } from '@deckhand/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useIsProduction } from '@/lib/init/use-app-env';
import classes from './new-version-notice.module.css';
import { bindNewVersionNotice } from './watch-for-new-version';

/** Binds the notice once it is in the document; React calls the returned clean-up on removal. */
const bindNotice = (notice: HTMLElement | null) =>
  notice ? bindNewVersionNotice(notice) : undefined;

/**
 * §2.5: 'New version is available — Reload the page to update', once a new build is deployed.
 * In production only; the HTML holds it hidden and `bindNewVersionNotice` shows it.
 */
export function NewVersionNotice() {
  if (!useIsProduction()) return null;
  return (
    <div ref={bindNotice} className={classes.notice} hidden data-new-version="">
      <Paper role="status" shadow="md" radius="lg" p="sm" withBorder className={classes.panel}>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={700}>
              {screenTexts.newVersion}
            </Text>
            {` — ${screenTexts.newVersionAction}`}
          </Text>
          <Button size="xs" data-reload="" className={classes.reload}>
            Reload
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
