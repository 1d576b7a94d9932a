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

/**
 * POST /v1/dev/clock/next (development only): the test clock. Runs the background jobs as if the
 * time were the run time of the next queued job of the order (a reminder, the approval), and
 * everything due by then; answers that time and how many jobs ran (null, 0 when none is queued).
 */
export const ZDevClockRequest = z.object({ orderId: z.number().int().positive() });
export const ZDevClockResponse = z.object({ at: z.string().nullable(), ran: z.number().int() });
export type TDevClockResponse = z.infer<typeof ZDevClockResponse>;

export const devEndpoints = { mailbox: '/dev/mailbox', clockNext: '/dev/clock/next' } as const;

export type TDevMail = z.infer<typeof ZDevMail>;
