/** The unsubscribe module's public entry: other modules import it only here. */

export { unsubscribeRoutes } from './unsubscribe.routes.ts';
export { addOffersUnsubscribeLink } from './unsubscribe-mail.ts';
