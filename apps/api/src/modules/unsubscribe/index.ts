/** The unsubscribe module's public entry: other modules import it only here. */

export { unsubscribeRoutes } from './unsubscribe.routes.ts';
export {
  addOffersUnsubscribeLink,
  addOrderUpdatesUnsubscribeLink,
  hasUnsubscribed,
} from './unsubscribe-mail.ts';
