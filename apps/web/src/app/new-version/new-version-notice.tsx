import { screenTexts } from '@deckhand/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useIsProduction } from '@/lib/init/use-app-env';
import classes from './new-version-notice.module.css';
import { useNewVersion } from './use-new-version';

/** §2.5: 'New version is available — Reload the page to update', once a new build is deployed. */
export function NewVersionNotice() {
  const isNew = useNewVersion(useIsProduction());
  if (!isNew) return null;
  return (
    <div className={classes.notice}>
      <Paper role="status" shadow="md" radius="lg" p="sm" withBorder className={classes.panel}>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={700}>
              {screenTexts.newVersion}
            </Text>
            {` — ${screenTexts.newVersionAction}`}
          </Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
