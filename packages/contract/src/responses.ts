import { z } from 'zod';
import {
  ZLoginResponse,
  ZMeResponse,
  ZOAuthProvidersResponse,
  ZOAuthStartResponse,
  ZRedirectResponse,
  ZRegisterResponse,
  ZResetRequestResponse,
  ZVerifyResetTokenResponse,
} from './accounts.ts';
import { ZBillingProfile, ZPaymentMethod, ZPaymentMethodsResponse } from './billing-details.ts';
import { ZBrandCheck } from './brand-check.ts';
import { ZCapacityReport } from './capacity.ts';
import { ZClientLanding } from './client-landing.ts';
import { ZCountriesResponse } from './countries.ts';
import {
  ZCreditEntriesResponse,
  ZCreditPackagesResponse,
  ZCreditPurchaseResponse,
} from './credits.ts';
import { ZCustomField, ZCustomFieldsResponse } from './custom-fields.ts';
import { ZDevClockResponse, ZDevMailboxResponse } from './dev.ts';
import { ZErrorReportReceived } from './error-reports.ts';
import { ZNotification } from './errors.ts';
import { ZHolidaysResponse } from './holidays.ts';
import { ZInitResponse } from './init.ts';
import { ZOrderCommentResponse } from './order-comments.ts';
import { ZOrderResponse, ZOrderReviewResponse } from './order-details.ts';
import { ZOrderFeedbackResponse, ZOrderFeedbackSaved } from './order-feedback.ts';
import { ZOrderCalculationResponse, ZOrderFormData } from './order-form-data.ts';
import { ZCreateOrderResponse } from './orders.ts';
import { ZOrdersResponse } from './orders-list.ts';
import { ZPaymentResponse, ZPaymentsResponse } from './payment-history.ts';
import { ZWebhookReceived } from './payments.ts';
import { ZCustomerSettingsResponse, ZUnsubscribeResponse } from './preferences.ts';
import { ZPriceList } from './price-list.ts';
import { ZEndSessionsResponse, ZSessionsResponse, ZUpdateUserDetailsResponse } from './profile.ts';
import { ZTeamApprovalDefaults } from './review-approvals.ts';
import { ZReviewFairnessResponse } from './review-fairness.ts';
import {
  ZGuestCodeResponse,
  ZGuestInvite,
  ZGuestReview,
  ZInviteGuestResponse,
  ZReviewGuestsResponse,
} from './review-guests.ts';
import { ZReviewLogResponse } from './review-log.ts';
import { ZReviewPinResponse, ZReviewPinsResponse } from './review-pins.ts';
import { ZSlideChangesResponse, ZSlidePairsResponse, ZSlidePreview } from './slide-previews.ts';
import { ZStaffAlert, ZStaffAlertsResponse } from './staff-alerts.ts';
import { ZStaffHoliday, ZStaffHolidaysResponse } from './staff-holidays.ts';
import { ZStaffOrderResponse, ZStaffOrdersResponse } from './staff-orders.ts';
import { ZStaffAuditResponse, ZStaffTeam, ZStaffTeamsResponse } from './staff-teams.ts';
import { ZStyleTemplate, ZStyleTemplatesResponse } from './style-templates.ts';
import {
  ZSubscriptionChangeResponse,
  ZSubscriptionPlansResponse,
  ZSubscriptionPurchaseResponse,
  ZSubscriptionResponse,
  ZSubscriptionRetryResponse,
} from './subscription.ts';
import {
  ZAcceptInviteResponse,
  ZInviteLinkResponse,
  ZInviteMembersResponse,
  ZJoinLookupResponse,
  ZTeamMember,
  ZTeamMembersResponse,
} from './team.ts';

/**
 * The successful JSON answer of every /v1 call, by `'METHOD /path'` with the `:param` patterns
 * the server registers (the paths of `endpoints` and `devEndpoints`, under `apiPrefix`).
 * Failures answer ZErrorResponse, or ZValidationErrorResponse for 422. Calls that answer with
 * a redirect (verify, logout, the OAuth callback) are not here. The web client parses each
 * answer with the schema named here, and the web's test double refuses a stub that breaks it.
 */
import { ZUploadedFile } from './uploads.ts';

/** A 204 answer: no body. */
export const ZNoContent = z.undefined();

export const responseSchemas = {
  'GET /init': ZInitResponse,
  'GET /countries/names': ZCountriesResponse,
  'POST /users/register': ZRegisterResponse,
  'POST /users/login': ZLoginResponse,
  'GET /users/me': ZMeResponse,
  'GET /users/reset-password/:email': ZResetRequestResponse,
  'POST /users/reset-password': ZRedirectResponse,
  'GET /users/verify/reset-password/:token': ZVerifyResetTokenResponse,
  'PUT /users/me/details': ZUpdateUserDetailsResponse,
  'PUT /users/me/password': ZEndSessionsResponse,
  'GET /users/me/sessions': ZSessionsResponse,
  'DELETE /users/me/sessions/:id': ZEndSessionsResponse,
  'POST /users/me/sessions/end-others': ZEndSessionsResponse,
  'GET /oauth/providers': ZOAuthProvidersResponse,
  'GET /oauth/login/:provider': ZOAuthStartResponse,
  'PUT /customers/settings': ZCustomerSettingsResponse,
  'POST /unsubscribe/:type': ZUnsubscribeResponse,
  'GET /team/members': ZTeamMembersResponse,
  'PATCH /team/members/:id': ZTeamMember,
  'DELETE /team/members/:id': ZNotification,
  'GET /team/approval-defaults': ZTeamApprovalDefaults,
  'PUT /team/approval-defaults': ZTeamApprovalDefaults,
  'POST /team/invites': ZInviteMembersResponse,
  'DELETE /team/invites/:id': ZNotification,
  'POST /team/invite-link': ZInviteLinkResponse,
  'POST /team/leave': ZNotification,
  'GET /team/join/:token': ZJoinLookupResponse,
  'POST /team/join': ZAcceptInviteResponse,
  'GET /billing/credit-packages': ZCreditPackagesResponse,
  'POST /billing/credit-purchases': ZCreditPurchaseResponse,
  'GET /billing/credit-entries': ZCreditEntriesResponse,
  'GET /billing/profile': ZBillingProfile,
  'PUT /billing/profile': ZBillingProfile,
  'GET /billing/payment-methods': ZPaymentMethodsResponse,
  'POST /billing/payment-methods': ZPaymentMethod,
  'PATCH /billing/payment-methods/:id': ZPaymentMethod,
  'DELETE /billing/payment-methods/:id': ZNotification,
  'GET /billing/subscription-plans': ZSubscriptionPlansResponse,
  'GET /price-list': ZPriceList,
  'GET /clients/:clientKey/landing': ZClientLanding,
  'GET /billing/subscription': ZSubscriptionResponse,
  'POST /billing/subscription': ZSubscriptionPurchaseResponse,
  'POST /billing/subscription/pause': ZSubscriptionChangeResponse,
  'POST /billing/subscription/resume': ZSubscriptionChangeResponse,
  'POST /billing/subscription/cancel': ZSubscriptionChangeResponse,
  'POST /billing/subscription/retry': ZSubscriptionRetryResponse,
  'GET /billing/payments': ZPaymentsResponse,
  'GET /billing/payments/:id': ZPaymentResponse,
  'POST /billing/webhooks/stripe': ZWebhookReceived,
  'POST /error-reports': ZErrorReportReceived,
  'GET /custom-fields': ZCustomFieldsResponse,
  'POST /custom-fields': ZCustomField,
  'PUT /custom-fields/order': ZCustomFieldsResponse,
  'PATCH /custom-fields/:id': ZCustomField,
  'DELETE /custom-fields/:id': ZNotification,
  'GET /style-templates': ZStyleTemplatesResponse,
  'POST /style-templates': ZStyleTemplate,
  'PUT /style-templates/order': ZStyleTemplatesResponse,
  'PATCH /style-templates/:id': ZStyleTemplate,
  'DELETE /style-templates/:id': ZNotification,
  'GET /order-forms/:flowKey': ZOrderFormData,
  'POST /order-forms/:flowKey/calculation': ZOrderCalculationResponse,
  'GET /orders': ZOrdersResponse,
  'POST /orders': ZCreateOrderResponse,
  'GET /orders/:id': ZOrderResponse,
  'POST /orders/:id/review': ZOrderReviewResponse,
  'POST /orders/:id/review/extend': ZOrderResponse,
  'POST /orders/:id/review/reopen': ZOrderResponse,
  'POST /orders/:id/review/opened': ZNoContent,
  'PUT /orders/:id/review/approvers': ZOrderResponse,
  'DELETE /orders/:id/review/decision': ZOrderResponse,
  'GET /orders/:id/review/guests': ZReviewGuestsResponse,
  'POST /orders/:id/review/guests': ZInviteGuestResponse,
  'DELETE /orders/:id/review/guests/:guestId': ZNoContent,
  'GET /guest-reviews/:token': ZGuestInvite,
  'POST /guest-reviews/:token/session': ZGuestReview,
  'GET /guest-review': ZGuestReview,
  'POST /guest-review/opened': ZNoContent,
  'POST /guest-review/code': ZGuestCodeResponse,
  'POST /guest-review/decision': ZGuestReview,
  'POST /orders/:id/comments': ZOrderCommentResponse,
  'GET /orders/:id/feedback': ZOrderFeedbackResponse,
  'POST /orders/:id/feedback': ZOrderFeedbackSaved,
  'GET /staff/orders': ZStaffOrdersResponse,
  'GET /staff/orders/:id': ZStaffOrderResponse,
  'POST /staff/orders/:id/transitions': ZStaffOrderResponse,
  'POST /staff/orders/:id/deliveries': ZStaffOrderResponse,
  'POST /staff/orders/:id/deliveries/draft/publish': ZStaffOrderResponse,
  'POST /staff/orders/:id/comments': ZOrderCommentResponse,
  'POST /staff/orders/:id/quote': ZStaffOrderResponse,
  'POST /staff/orders/:id/previews/:previewId/retry': ZSlidePreview,
  'GET /staff/orders/:id/previews/:previewId/brand-check': ZBrandCheck,
  'POST /staff/orders/:id/previews/:previewId/brand-check/decisions': ZBrandCheck,
  'GET /orders/:id/pins': ZReviewPinsResponse,
  'POST /orders/:id/pins': ZReviewPinResponse,
  'PATCH /orders/:id/pins/:pinId': ZReviewPinResponse,
  'POST /orders/:id/pins/:pinId/replies': ZReviewPinResponse,
  'PATCH /orders/:id/pins/:pinId/replies/:replyId': ZReviewPinResponse,
  'POST /orders/:id/pins/:pinId/resolution': ZReviewPinResponse,
  'PUT /orders/:id/pins/:pinId/placements/:previewId': ZReviewPinResponse,
  'GET /orders/:id/previews/:previewId/brand-check': ZBrandCheck,
  'GET /orders/:id/review-log': ZReviewLogResponse,
  'GET /orders/:id/previews/:previewId/compare/:otherId': ZSlidePairsResponse,
  'GET /orders/:id/previews/:previewId/slides/:position/changes/:otherId/:otherPosition':
    ZSlideChangesResponse,
  'GET /staff/teams': ZStaffTeamsResponse,
  'GET /staff/teams/:id': ZStaffTeam,
  'PUT /staff/teams/:id/settings': ZStaffTeam,
  'POST /staff/teams/:id/credit-adjustments': ZStaffTeam,
  'GET /staff/audit-log': ZStaffAuditResponse,
  'GET /staff/review-fairness': ZReviewFairnessResponse,
  'GET /staff/holidays': ZStaffHolidaysResponse,
  'GET /staff/alerts': ZStaffAlertsResponse,
  'POST /staff/alerts': ZStaffAlert,
  'DELETE /staff/alerts/:id': ZStaffAlert,
  'GET /holidays': ZHolidaysResponse,
  'GET /reports/capacity': ZCapacityReport,
  'GET /staff/reports/capacity': ZCapacityReport,
  'POST /staff/holidays': ZStaffHoliday,
  'DELETE /staff/holidays/:id': ZNotification,
  'POST /orders/:id/quote': ZCreateOrderResponse,
  'GET /uploads/:id': ZUploadedFile,
  'GET /dev/mailbox': ZDevMailboxResponse,
  'POST /dev/clock/next': ZDevClockResponse,
} as const satisfies Record<string, z.ZodType>;

export type TApiRoute = keyof typeof responseSchemas;

/** The answer of one call as the server sends it (before the client's defaults are applied). */
export type TApiResponse<TRoute extends TApiRoute> = z.input<(typeof responseSchemas)[TRoute]>;
