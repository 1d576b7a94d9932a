import '@mantine/core/styles/Switch.layer.css';
import {
  holidayNotificationKinds,
  holidayCalendarMessages as m,
  type THolidayNotificationKind,
} from '@deckhand/contract';
import { Stack, Switch } from '@mantine/core';
import { defaultReminderSettings } from '@/domain/holidays/holiday-reminders';
import { readReminderSettings, writeReminderSettings } from '@/domain/holidays/reminder-store';
import { useBrowserState } from '@/lib/ssr/use-browser-state';

/** The calendar's reminder settings (§4): each kind on by default, kept on this device. */
export function ReminderSettings() {
  const [settings, setSettings] = useBrowserState(readReminderSettings, defaultReminderSettings);
  const toggle = (kind: THolidayNotificationKind, isOn: boolean) => {
    const next = { ...settings, [kind]: isOn };
    writeReminderSettings(next);
    setSettings(next);
  };
  return (
    <Stack gap="sm">
      {holidayNotificationKinds.map((kind) => (
        <Switch
          key={kind}
          label={m.settings[kind]}
          checked={settings[kind]}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
