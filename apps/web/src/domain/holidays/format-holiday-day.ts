/** A holiday's day (YYYY-MM-DD) as people say it: 'Friday, 4 December 2026'. */
export function formatHolidayDay(day: string, options: { withYear?: boolean } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(options.withYear === false ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}
