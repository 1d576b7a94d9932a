/** The staff audit log's public entry: other modules record staff actions only through it. */
export { recordStaffAction, type StaffAction } from './audit-log.ts';
export { listStaffAudit } from './audit-log-list.ts';
