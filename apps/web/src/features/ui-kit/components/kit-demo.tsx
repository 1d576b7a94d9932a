import '@mantine/core/styles/Switch.layer.css';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

type TKitDemoProps = { title: string; description?: ReactNode; children: ReactNode };

/** One widget inside a KitSection: an h3 naming it, a line on its states, the states. */
export function KitDemo({ title, description, children }: TKitDemoProps) {
  const titleId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <div>
        <Title order={3} id={titleId}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}

type TKitStateProps = {
  /** The state in a few words: 'Empty', 'Disabled', 'Last page'. */
  label: string;
  /** Frames the widget on a tinted stage (page-level widgets that bring their own card). */
  isFramed?: boolean;
  children: ReactNode;
};

/** One state of a widget, captioned; a group named by its caption. */
export function KitState({ label, isFramed = false, children }: TKitStateProps) {
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} miw={0}>
      <Text id={labelId} size="xs" fw={700} tt="uppercase" c="dimmed" lts="0.04em">
        {label}
      </Text>
      {isFramed ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          {children}
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}

type TAlertStatesProps = { label: string; children: ReactNode };

/**
 * States that are alerts (announced the moment they appear): shown once the switch is on, so the
 * page opens without any alert. Tests and browser journeys use /ui-kit as a neutral page and
 * count its alerts (the flash-message toast must be the only one; the toast journeys pick toasts
 * by role 'alert'), so a new error state goes in here too.
 */
export function AlertStates({ label, children }: TAlertStatesProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <Stack gap="sm">
      <Switch
        label={label}
        checked={isShown}
        onChange={(event) => setIsShown(event.currentTarget.checked)}
      />
      {isShown ? children : null}
    </Stack>
  );
}
