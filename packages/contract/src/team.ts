import { z } from 'zod';
import { ZLoginResponse, ZRegisterRequest } from './accounts.ts';
import { teamInviteLimit } from './constants.ts';
import { teamMessages as tm } from './messages.ts';
import { customerRoles, ZCustomerRole } from './user.ts';
import { isEmailAddress, ZEmail, ZRouteId, ZServerDate, ZToken } from './validation.ts';

/** Team (customer account) members, invitations and the /join/{token} page (§1, §2.2, §6). */

/** A role picked in a form: a missing or unknown value reads 'Please choose a role'. */
const ZRoleField = z.enum(customerRoles, { error: tm.roleRequired });

export const ZTeamMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZCustomerRole,
  manageCredits: z.boolean(),
  seeCreditBalance: z.boolean(),
  isCurrentUser: z.boolean(),
  joinedAt: ZServerDate,
});

export const inviteStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const ZInviteStatus = z.enum(inviteStatuses);

export const ZInvite = z.object({
  id: z.number().int(),
  /** Null for a shareable link. */
  email: z.string().nullable(),
  role: ZCustomerRole,
  manageCredits: z.boolean(),
  seeCreditBalance: z.boolean(),
  status: ZInviteStatus,
  createdAt: ZServerDate,
  expiresAt: ZServerDate,
});

/** The team page: members, then invitations still pending. */
export const ZTeamMembersResponse = z.object({
  members: z.array(ZTeamMember),
  invites: z.array(ZInvite),
});

/** Route parameter of one member or invite: /v1/team/members/{id}. */
export const ZTeamItemParams = z.object({ id: ZRouteId });

/** Invite several people at once (at most teamInviteLimit); repeated emails count once. */
export const ZInviteMembersRequest = z.object({
  emails: z
    .array(ZEmail, { error: tm.emailsRequired })
    .min(1, tm.emailsRequired)
    .max(teamInviteLimit, tm.tooManyInvites)
    .transform((emails) => [...new Set(emails)]),
  role: ZRoleField,
  manageCredits: z.boolean().default(false),
  seeCreditBalance: z.boolean().default(false),
});

/**
 * The invite form as the team page holds it: the addresses as chips. Only the chips holding an
 * email are sent: an invalid chip stays in the field, explained, and does not hold the others
 * back.
 */
export const ZInviteMembersForm = ZInviteMembersRequest.extend({
  emails: z
    .array(z.object({ value: z.string(), isValid: z.boolean() }))
    .transform((chips) => chips.map((chip) => chip.value).filter(isEmailAddress))
    .pipe(ZInviteMembersRequest.shape.emails),
  manageCredits: z.boolean(),
  seeCreditBalance: z.boolean(),
});

/** An address that was not invited, and why (e.g. teamMessages.alreadyMember). */
export const ZInviteFailure = z.object({ email: z.string(), message: z.string() });

/**
 * 201 when at least one address was invited: the invites, and the addresses refused with their
 * reasons. When none was, the answer is 422 on `emails`, one inviteFailed message per address.
 */
export const ZInviteMembersResponse = z.object({
  invites: z.array(ZInvite),
  failed: z.array(ZInviteFailure),
});

/** A shareable link carries a role and permissions like an emailed invite, but no address. */
export const ZInviteLinkRequest = z.object({
  role: ZRoleField,
  manageCredits: z.boolean().default(false),
  seeCreditBalance: z.boolean().default(false),
});

/**
 * The shareable /join/{unique_access_token} address of one pending invite: 201 when a link was
 * created, 200 when the team's live link for the same role and permissions is given again.
 */
export const ZInviteLinkResponse = z.object({ url: z.url(), expiresAt: ZServerDate });

/** GET of the invite behind /join/{token}; email is absent when the invite was link-only. */
export const ZJoinLookupResponse = z.object({
  teamName: z.string(),
  inviterName: z.string(),
  email: z.string().optional(),
  role: ZCustomerRole,
  expiresAt: ZServerDate,
});

/** Accepting creates the account (the join page is for logged-out visitors) and logs it in. */
export const ZAcceptInviteRequest = ZRegisterRequest.extend({ token: ZToken });
export const ZAcceptInviteResponse = ZLoginResponse;

/** Change a member's role and permissions; the form sends all three. */
export const ZUpdateMemberRequest = z.object({
  role: ZRoleField,
  manageCredits: z.boolean(),
  seeCreditBalance: z.boolean(),
});

export type TTeamMember = z.infer<typeof ZTeamMember>;
export type TInviteStatus = z.infer<typeof ZInviteStatus>;
export type TInvite = z.infer<typeof ZInvite>;
export type TTeamMembersResponse = z.infer<typeof ZTeamMembersResponse>;
export type TInviteMembersRequest = z.infer<typeof ZInviteMembersRequest>;
export type TInviteFailure = z.infer<typeof ZInviteFailure>;
export type TInviteMembersResponse = z.infer<typeof ZInviteMembersResponse>;
export type TInviteLinkRequest = z.infer<typeof ZInviteLinkRequest>;
export type TInviteLinkResponse = z.infer<typeof ZInviteLinkResponse>;
export type TJoinLookupResponse = z.infer<typeof ZJoinLookupResponse>;
export type TAcceptInviteRequest = z.infer<typeof ZAcceptInviteRequest>;
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;
