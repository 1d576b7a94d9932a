import type { TAlert } from '@deckhand/contract';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { useInit } from '@/lib/init/get-init';
import { toastKindStyles } from '@/lib/toast/toast-kinds';
import { useDismissedAlerts } from '../hooks/use-dismissed-alerts';
import classes from './alerts-bar.module.css';

function AlertRow({ alert, onDismiss }: { alert: TAlert; onDismiss: (hash: string) => void }) {
  const style = toastKindStyles[alert.type];
  return (
    <div className={classes.row} data-type={alert.type}>
      <Container size="xl">
        <Group gap="sm" wrap="nowrap" py={6}>
          <span className={classes.icon}>{style.icon}</span>
          <Text size="sm" className={classes.message}>
            {alert.message}
          </Text>
          <CloseButton
            size="sm"
            aria-label={`Dismiss ${style.label.toLowerCase()} message`}
            onClick={() => onDismiss(alert.hash)}
          />
        </Group>
      </Container>
    </div>
  );
}

/** Init alerts as slim dismissible rows under the header; closed ones stay closed (by hash). */
export function AlertsBar() {
  const alerts = useInit().data?.alerts ?? [];
  const { dismissed, dismiss } = useDismissedAlerts();
  const visible = alerts.filter((alert) => !dismissed.includes(alert.hash));
  if (visible.length === 0) return null;
  return (
    <section aria-label="Announcements" className={classes.bar}>
      {visible.map((alert) => (
        <AlertRow key={alert.hash} alert={alert} onDismiss={dismiss} />
      ))}
    </section>
  );
}
