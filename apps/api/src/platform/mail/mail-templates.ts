import type { MailContent } from './mail-types.ts';

/** Small product mails. Each returns both bodies and the links it carries. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(options: {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
}): MailContent {
  const { subject, greeting, lines, action } = options;
  const text = [greeting, '', ...lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])]
    .join('\n')
    .concat('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]
      : []),
  ].join('\n');
  return { subject, text, html, links: action ? [action.url] : [] };
}

export function createVerifyEmailMail(options: { name: string; verifyUrl: string }): MailContent {
  return renderMail({
    subject: 'Confirm your email address',
    greeting: `Hi ${options.name},`,
    lines: [
      'Thanks for signing up for Deckhand. Please confirm your email address.',
      'The link is valid for 24 hours.',
    ],
    action: { label: 'Confirm email address', url: options.verifyUrl },
  });
}

export function createWelcomeMail(options: { name: string; profileUrl: string }): MailContent {
  return renderMail({
    subject: 'Welcome to Deckhand',
    greeting: `Hi ${options.name},`,
    lines: ['Your email address is confirmed and your account is ready.'],
    action: { label: 'Go to your profile', url: options.profileUrl },
  });
}
