import { formatDayIn, holidayCalendarMessages as m, upcomingHolidays } from '@deckhand/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconCalendarMonth, IconLayoutList, IconTable } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useHolidays } from '@/domain/holidays/get-holidays';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { PageHeader } from '@/ui/page-header/page-header';
import { SectionCard } from '@/ui/section-card/section-card';
import { QueryContent } from '@/ui/status-message/query-content';
import { HolidaysList } from '../components/holidays-list';
import { HolidaysMonth } from '../components/holidays-month';
import { HolidaysTable } from '../components/holidays-table';
import { ReminderSettings } from '../components/reminder-settings';

const calendar = paths.profile.holidaysCalendar;
const views = [
  { key: 'calendar', href: calendar.root.getHref(), icon: IconCalendarMonth },
  { key: 'list', href: calendar.list.getHref(), icon: IconLayoutList },
  { key: 'table', href: calendar.table.getHref(), icon: IconTable },
] as const;
type TView = (typeof views)[number]['key'];

const browserToday = () => formatDayIn(new Date());

/**
 * /my-profile/holidays-calendar (month), /list and /table (§2.2): the provider's holidays for
 * every member of the team, three ways, and the reminder settings of §4.
 */
export function HolidaysCalendarPage() {
  const { pathname } = useLocation();
  const view: TView = pathname.endsWith('/list')
    ? 'list'
    : pathname.endsWith('/table')
      ? 'table'
      : 'calendar';
  const holidays = useHolidays();
  // Today is the browser's (its zone); the server renders with UTC's and the browser corrects it.
  const [today] = useBrowserState(browserToday, new Date().toISOString().slice(0, 10));

  const switcher = (
    <Group gap={4} component="nav" aria-label="Calendar views">
      {views.map(({ key, href, icon: Icon }) => (
        <Button
          key={key}
          component={AppLink}
          to={href}
          size="xs"
          variant={key === view ? 'filled' : 'default'}
          aria-current={key === view ? 'page' : undefined}
          leftSection={<Icon size={16} aria-hidden />}
        >
          {m.views[key]}
        </Button>
      ))}
    </Group>
  );

  return (
    <Stack gap={0}>
      <PageHeader title={m.heading} description={m.intro} />
      <Stack gap="lg">
        <SectionCard title={view === 'calendar' ? m.views.calendar : m.upcoming} actions={switcher}>
          <QueryContent query={holidays} loadFailedTitle={m.loadFailed} skeletonHeight={320}>
            {(data) =>
              view === 'calendar' ? (
                <HolidaysMonth holidays={data} today={today} />
              ) : view === 'list' ? (
                <HolidaysList upcoming={upcomingHolidays(data, today)} />
              ) : (
                <HolidaysTable upcoming={upcomingHolidays(data, today)} />
              )
            }
          </QueryContent>
        </SectionCard>
        <SectionCard title={m.settingsHeading} description={m.settingsIntro}>
          <ReminderSettings />
        </SectionCard>
      </Stack>
    </Stack>
  );
}
