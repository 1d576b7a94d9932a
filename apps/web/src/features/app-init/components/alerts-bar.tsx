import type { TAlert } from '@deckhand/contract';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useInit } from '@/lib/init/get-init';
import { toastKindStyles } from '@/lib/toast/toast-kinds';
import { useDismissedAlerts } from '../hooks/use-dismissed-alerts';
import classes from './alerts-bar.module.css';

function AlertRow({ alert, onDismiss }: { alert: TAlert; onDismiss: (hash: string) => void }) {
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
            onClick={() => onDismiss(alert.hash)}
          />
        </Group>
      </Container>
    </div>
  );
}

/**
 * Init alerts as slim dismissible rows under the header; closed ones stay closed (by hash).
 * Closing one moves focus to the next alert's close button, or, after the last, to the page's
 * main content, so that keyboard focus never drops to the page body.
 */
export function AlertsBar() {
  const alerts = useInit().data?.alerts ?? [];
  const { dismissed, dismiss } = useDismissedAlerts();
  const visible = alerts.filter((alert) => !dismissed.includes(alert.hash));
  const sectionRef = useRef<HTMLElement>(null);
  /** After a dismissal: the hash whose close button takes focus, null for the main content. */
  const focusAfterRef = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const hash = focusAfterRef.current;
    if (hash === undefined) return;
    focusAfterRef.current = undefined;
    const rows = sectionRef.current?.querySelectorAll<HTMLElement>('[data-hash]') ?? [];
    const row = Array.from(rows).find((candidate) => candidate.dataset.hash === hash);
    const target = row?.querySelector('button') ?? document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: true });
  });

  const onDismiss = (hash: string) => {
    const index = visible.findIndex((alert) => alert.hash === hash);
    focusAfterRef.current = (visible[index + 1] ?? visible[index - 1])?.hash ?? null;
    dismiss(hash);
  };

  if (visible.length === 0) return null;
  return (
    <section ref={sectionRef} aria-label="Announcements" className={classes.bar}>
      {visible.map((alert) => (
        <AlertRow key={alert.hash} alert={alert} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
