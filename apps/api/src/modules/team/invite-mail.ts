import { formatLongDate } from '@deckhand/contract';
import { renderMail } from '../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../platform/mail/mailer.ts';

const roleNames = { owner: 'an owner', admin: 'an admin', manager: 'a manager' } as const;

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
      `The invitation is valid until ${formatLongDate(options.expiresAt, 'UTC')} and can be used once.`,
      'If you did not expect this invitation, you can ignore this mail.',
    ],
    action: { label: 'Join the team', url: options.joinUrl },
  });
}
