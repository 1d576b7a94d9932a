import type { TAlert } from '@deckhand/contract';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { useInit } from '@/lib/init/get-init';
import { toastKindStyles } from '@/lib/toast/toast-kinds';
import classes from './alerts-bar.module.css';
import { bindAlertsBar } from './bind-alerts-bar';

function AlertRow({ alert }: { alert: TAlert }) {
  const style = toastKindStyles[alert.type];
  return (
    <div className={classes.row} data-type={alert.type} data-hash={alert.hash}>
      <Container size="xl">
        <Group gap="sm" wrap="nowrap" py={6}>
          <span className={classes.icon}>{style.icon}</span>
          <Text size="sm" className={classes.message}>
            {alert.message}
          </Text>
          <CloseButton
            size="sm"
            aria-label={`Dismiss ${style.label.toLowerCase()} message`}
            data-dismiss-alert=""
          />
        </Group>
      </Container>
    </div>
  );
}

/** Binds the bar once it is in the document; React calls the returned clean-up on removal. */
const bindBar = (bar: HTMLElement | null) => (bar ? bindAlertsBar(bar) : undefined);

/**
 * Init alerts as slim dismissible rows under the header; closed ones stay closed (by hash, in
 * local storage, which only the browser reads: bind-alerts-bar.ts hides them). Another set of
 * alerts (after signing in, say) is a new bar, bound afresh.
 */
export function AlertsBar() {
  const alerts = useInit().data?.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <section
      key={alerts.map((alert) => alert.hash).join()}
      ref={bindBar}
      aria-label="Announcements"
      className={classes.bar}
      data-alerts-bar=""
    >
      {alerts.map((alert) => (
        <AlertRow key={alert.hash} alert={alert} />
      ))}
    </section>
  );
}
