/** The review-fairness report's public entry (staff console: automatic approvals never opened). */
export { reviewFairnessRoutes } from './review-fairness.routes.ts';
