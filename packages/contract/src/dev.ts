import { z } from 'zod';

/** GET /v1/dev/mailbox (non-production only): the mail outbox, newest first. */
export const ZDevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export const ZDevMailboxResponse = z.array(ZDevMail);

export const devEndpoints = { mailbox: '/dev/mailbox' } as const;

export type TDevMail = z.infer<typeof ZDevMail>;
