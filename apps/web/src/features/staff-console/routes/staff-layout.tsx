import '@mantine/core/styles/NavLink.layer.css';
import { Text } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/lib/paths';
import { useLiveStaffOrders } from '../hooks/use-live-staff-orders';
import classes from './staff-layout.module.css';

/**
 * The staff console's shell: its sections in a bar under the site header, then the page. While it
 * is open, the queue and the order pages follow every order's changes live.
 */
export function StaffLayout() {
  useLiveStaffOrders();
  return (
    <div className={classes.shell}>
      <nav className={classes.bar} aria-label="Staff console">
        <div className={classes.barInner}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" visibleFrom="sm">
            Staff console
          </Text>
          <NavLink to={paths.staff.root.getHref()} className={classes.link} end>
            Order queue
          </NavLink>
          <NavLink to={paths.staff.teams.getHref()} className={classes.link}>
            Teams
          </NavLink>
          <NavLink to={paths.staff.holidays.getHref()} className={classes.link}>
            Holidays
          </NavLink>
          <NavLink to={paths.staff.alerts.getHref()} className={classes.link}>
            Alerts
          </NavLink>
          <NavLink to={paths.staffProfile.capacityOverview.getHref()} className={classes.link}>
            Capacity
          </NavLink>
          <NavLink to={paths.staff.auditLog.getHref()} className={classes.link}>
            Audit log
          </NavLink>
        </div>
      </nav>
      <div className={classes.content}>
        <div className={classes.contentInner}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
