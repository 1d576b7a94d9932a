import { renderMail } from '../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../platform/mail/mailer.ts';

const roleNames = { owner: 'an owner', admin: 'an admin', manager: 'a manager' } as const;

/** The spec's long date, 'D MMMM YYYY' (§9): 29 November 2026. */
const formatDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** The invitation an owner or admin sends from the team page; the link opens /join/{token}. */
export function createTeamInviteMail(options: {
  inviterName: string;
  teamName: string;
  role: keyof typeof roleNames;
  joinUrl: string;
  expiresAt: Date;
}): MailContent {
  return renderMail({
    subject: `${options.inviterName} invited you to join ${options.teamName} on Deckhand`,
    greeting: 'Hi,',
    lines: [
      `${options.inviterName} invited you to join the team ${options.teamName} on Deckhand as ${roleNames[options.role]}.`,
      `The invitation is valid until ${formatDay(options.expiresAt)} and can be used once.`,
      'If you did not expect this invitation, you can ignore this mail.',
    ],
    action: { label: 'Join the team', url: options.joinUrl },
  });
}
