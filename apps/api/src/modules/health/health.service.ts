import type { ZReadinessResponse } from '@deckhand/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { ReadinessPhase } from '../../platform/lifecycle/readiness.ts';

type TReadiness = z.infer<typeof ZReadinessResponse>;

/** Ready when the database answers and the instance is not shutting down. */
export async function checkReadiness(options: {
  database: Database;
  phase: ReadinessPhase;
}): Promise<TReadiness> {
  const database = await options.database.ping().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  const isReady = database === 'up' && options.phase === 'ready';
  return { status: isReady ? 'ok' : 'unavailable', database };
}
