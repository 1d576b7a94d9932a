/** The password-reset module's public entry: other modules import it only here. */
export { invalidateResetTokens } from './password-reset.queries.ts';
export { passwordResetRoutes } from './password-reset.routes.ts';
