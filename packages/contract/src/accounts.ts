import { z } from 'zod';
import { limits } from './constants.ts';
import { ZNotification } from './errors.ts';
import { validationMessages as m } from './messages.ts';
import { ZCurrentUser } from './user.ts';
import {
  boundedString,
  ZEmail,
  ZPassword,
  ZPasswordWithConfirmation,
  ZPersonName,
  ZToken,
} from './validation.ts';

/** Sign-up, login, sessions of the browser, external sign-in and password reset (§3, §4, §7). */

/** A secret the user types: only required. Never trimmed, no strength rule (login, current password). */
export const ZRequiredSecret = boundedString(limits.passwordMax).min(1, m.required);

/** Where the client goes next: an absolute URL or an in-app path (§4, sign-up). */
export const ZRedirectUrl = z.string().min(1);

/** Path parameter of the emailed links: /v1/users/verify/{token}, /join/{token}... */
export const ZTokenParams = z.object({ token: ZToken });

/** POST /v1/users/register */
export const ZRegisterRequest = z.object({
  fullName: ZPersonName,
  email: ZEmail,
  password: ZPassword,
  receiveOffers: z.boolean().default(false),
});

/** With a token the client opens the verification link (redirectUrl); without one it follows redirectUrl. */
export const ZRegisterResponse = z.object({
  token: z.string().min(1).optional(),
  redirectUrl: ZRedirectUrl,
});

/** POST /v1/users/login. The password is only required: the strength rule is for new passwords. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZRequiredSecret,
  remember: z.boolean().default(false),
});

export const ZLoginResponse = z.object({ user: ZCurrentUser, token: z.string().min(1) });

/** GET /v1/users/me. No token (or no user) means the session has expired (§4). */
export const ZMeResponse = z.object({
  user: ZCurrentUser.nullable(),
  token: z.string().min(1).nullable(),
});

export function isSessionExpired(me: TMeResponse): boolean {
  return !me.token || !me.user;
}

/** GET /v1/users/logout?redirect= ; the server only follows redirects to its own origins. */
export const ZLogoutQuery = z.object({ redirect: boundedString(limits.urlMax).optional() });

/**
 * The two OpenID Connect providers are configured on the server; their ids default to these.
 * The contract checks the id's shape only; an unknown id is the server's 404.
 */
export const defaultOAuthProviderIds = ['google', 'microsoft'] as const;
export const ZOAuthProvider = boundedString(32).regex(/^[a-z][a-z0-9-]{0,31}$/);
export const ZOAuthStartParams = z.object({ provider: ZOAuthProvider });

/** GET /v1/oauth/providers: only the providers configured on the server are offered. */
export const ZOAuthProviderInfo = z.object({ id: ZOAuthProvider, name: z.string().min(1) });
export const ZOAuthProvidersResponse = z.object({ providers: z.array(ZOAuthProviderInfo) });

/** GET /v1/oauth/login/{provider}: listen on channel, open redirectUrl in the popup. */
export const ZOAuthStartResponse = z.object({ channel: z.string().min(1), redirectUrl: z.url() });

/** Realtime events on the sign-in channel (§4, external sign-in). */
export const oauthEvents = {
  authenticated: 'authenticated',
  notification: 'notification',
} as const;
export const ZOAuthAuthenticatedEvent = z.object({
  token: z.string().min(1),
  redirectUrl: ZRedirectUrl,
  user: ZCurrentUser,
});
export const ZOAuthNotificationEvent = ZNotification;

/** GET /v1/users/reset-password/{email}; a returned redirectUrl is followed. */
export const ZResetRequestParams = z.object({ email: ZEmail });
export const ZResetRequestResponse = z.object({ redirectUrl: ZRedirectUrl.optional() });

/** POST /v1/users/reset-password: the shared password rule plus a matching confirmation. */
export const ZResetPasswordRequest = ZPasswordWithConfirmation.safeExtend({
  token: ZToken,
});

/**
 * GET /v1/users/verify/reset-password/{token}: the link can still be used. The email lets the
 * new-password form offer it to password managers. An unusable link is a 400 error envelope.
 */
export const ZVerifyResetTokenResponse = z.object({
  status: z.literal('success'),
  email: z.string(),
});

/** A response that tells the client where to go (reset-password submit). */
export const ZRedirectResponse = z.object({ redirectUrl: ZRedirectUrl });

export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export type TMeResponse = z.infer<typeof ZMeResponse>;
export type TLogoutQuery = z.infer<typeof ZLogoutQuery>;
export type TOAuthProvider = z.infer<typeof ZOAuthProvider>;
export type TOAuthProviderInfo = z.infer<typeof ZOAuthProviderInfo>;
export type TOAuthProvidersResponse = z.infer<typeof ZOAuthProvidersResponse>;
export type TOAuthStartResponse = z.infer<typeof ZOAuthStartResponse>;
export type TOAuthAuthenticatedEvent = z.infer<typeof ZOAuthAuthenticatedEvent>;
export type TOAuthNotificationEvent = z.infer<typeof ZOAuthNotificationEvent>;
export type TResetRequestResponse = z.infer<typeof ZResetRequestResponse>;
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;
export type TVerifyResetTokenResponse = z.infer<typeof ZVerifyResetTokenResponse>;
