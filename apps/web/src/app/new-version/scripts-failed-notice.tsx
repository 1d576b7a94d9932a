import { screenTexts } from '@deckhand/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import classes from './new-version-notice.module.css';

/**
 * 'This page did not finish loading — Check your connection, then reload the page': in every
 * page's HTML, hidden; boot.ts shows it when the page's scripts cannot be downloaded and binds
 * its Reload button (rendering/scripts-failed.ts). Once the app runs it stays hidden. It sits
 * where the new-version notice does, and looks the same: both ask for a reload.
 */
export function ScriptsFailedNotice() {
  return (
    <div className={classes.notice} hidden data-scripts-failed="">
      <Paper role="alert" shadow="md" radius="lg" p="sm" withBorder className={classes.panel}>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={700}>
              {screenTexts.scriptsFailed}
            </Text>
            {` — ${screenTexts.scriptsFailedAction}`}
          </Text>
          <Button size="xs" data-reload="" className={classes.reload}>
            Reload
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
