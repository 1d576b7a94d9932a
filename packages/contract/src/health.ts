import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export const ZReadinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
