import { type ComponentType, useState } from 'react';
import { useTaskEffect } from '@/lib/scheduling/use-task-effect';

/**
 * The holiday reminder, its code loaded once the page has mounted. It shows nothing in the
 * server's HTML, only a toast once the page is live, so its code (1.5 KB gzip) is not among the
 * first scripts of every page that shares the app's code (/order-now downloaded it). Not a part
 * loaded apart (lib/ssr/lazy-part.tsx): that is a Suspense boundary, and the profile's pages
 * changed their list filters in a transition that waited for it. The download starts in a task of
 * its own after the commit that mounted it (the hydration's): the links Vite's preload helper
 * inserts for it cost a phone ~15 ms, which was the effects' task of a signed-in page's start.
 */
export function HolidayReminderWhenLive() {
  const [Reminder, setReminder] = useState<ComponentType | null>(null);
  useTaskEffect(() => {
    let isMounted = true;
    import('./holiday-reminder').then(
      (module) => {
        if (isMounted) setReminder(() => module.HolidayReminder);
      },
      // No reminder this visit: the holiday calendar still shows the holidays.
      () => {},
    );
    return () => {
      isMounted = false;
    };
  }, []);
  return Reminder ? <Reminder /> : null;
}
