import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { RequireStaff } from './guards/require-staff';
import { lazyPage } from './rendering/lazy-page';

/** The staff console (staff only): its own chunk, never downloaded by customers. */
const staffPages = {
  layout: lazyPage('staff-console/routes/staff-layout', 'StaffLayout'),
  queue: lazyPage('staff-console/routes/staff-queue-page', 'StaffQueuePage'),
  order: lazyPage('staff-console/routes/staff-order-page', 'StaffOrderPage'),
  teams: lazyPage('staff-console/routes/staff-teams-page', 'StaffTeamsPage'),
  team: lazyPage('staff-console/routes/staff-team-page', 'StaffTeamPage'),
  auditLog: lazyPage('staff-console/routes/staff-audit-page', 'StaffAuditPage'),
  holidays: lazyPage('staff-console/routes/staff-holidays-page', 'StaffHolidaysPage'),
  alerts: lazyPage('staff-console/routes/staff-alerts-page', 'StaffAlertsPage'),
  capacity: lazyPage('capacity/routes/staff-capacity-page', 'StaffCapacityPage'),
};

/** The staff console (§2.3), staff only. */
export const staffRoute: RouteObject = {
  element: <RequireStaff />,
  children: [
    {
      ...staffPages.layout,
      children: [
        { path: paths.staff.root.path, ...staffPages.queue },
        { path: paths.staff.order.path, ...staffPages.order },
        { path: paths.staff.teams.path, ...staffPages.teams },
        { path: paths.staff.team.path, ...staffPages.team },
        { path: paths.staff.auditLog.path, ...staffPages.auditLog },
        { path: paths.staff.holidays.path, ...staffPages.holidays },
        { path: paths.staff.alerts.path, ...staffPages.alerts },
        { path: paths.staffProfile.capacityOverview.path, ...staffPages.capacity },
      ],
    },
  ],
};
