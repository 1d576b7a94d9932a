/** The users module's public entry: other modules import it only here. */
export { getCurrentUser } from './current-user.ts';
export { type AccountDeps, sendVerificationMail } from './registration.service.ts';
export {
  authRateLimit,
  getDeviceId,
  limitAuthAttempts,
  limitPerIp,
  readSignInDevice,
} from './request-context.ts';
export {
  createCustomerWithTeam,
  getPasswordNames,
  getUserAccount,
  getUserByEmail,
  getUserById,
  markEmailVerified,
} from './users.queries.ts';
export { usersRoutes } from './users.routes.ts';
