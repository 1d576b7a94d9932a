import { Button, Group, Paper, Text } from '@mantine/core';
import type { Ref } from 'react';
import classes from './reload-notice.module.css';

type TReloadNoticeProps = {
  /** The words in bold, then ` — ` and the action. */
  heading: string;
  action: string;
  /** `status` for news that can wait, `alert` for a page that does not work. */
  role: 'status' | 'alert';
  /** The attribute plain-DOM code finds the notice by. */
  marker: 'data-new-version' | 'data-scripts-failed';
  noticeRef?: Ref<HTMLDivElement>;
};

/**
 * A notice over the top of the page that asks for a reload, in the HTML hidden: plain-DOM code
 * shows it and binds its Reload button (`data-reload`). The new-version notice and the notice of
 * scripts that failed.
 */
export function ReloadNotice({ heading, action, role, marker, noticeRef }: TReloadNoticeProps) {
  const markerProps = { [marker]: '' };
  return (
    <div ref={noticeRef} className={classes.notice} hidden {...markerProps}>
      <Paper role={role} shadow="md" radius="lg" p="sm" withBorder className={classes.panel}>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={700}>
              {heading}
            </Text>
            {` — ${action}`}
          </Text>
          <Button size="xs" data-reload="" className={classes.reload}>
            Reload
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
