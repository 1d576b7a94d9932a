/** The unsubscribe module's public entry: other modules import it only here. */

export { hasUnsubscribed } from './unsubscribe.queries.ts';
export { unsubscribeRoutes } from './unsubscribe.routes.ts';
export { addOffersUnsubscribeLink, addOrderUpdatesUnsubscribeLink } from './unsubscribe-mail.ts';
