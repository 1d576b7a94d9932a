import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';
import { getTeamCustomer, storeTeamCustomer } from './payments.queries.ts';

/**
 * The team's customer at the gateway (null for a gateway without customers), made once per team
 * however many first cards or purchases arrive at the same moment, on any instance:
 * - the gateway makes it under a key derived from the team (`team-<id>-customer`), so concurrent
 *   requests get one customer (Stripe answers a request racing the first with 409, which its
 *   client retries, then with the first one's customer);
 * - the first customer stored wins (`storeTeamCustomer`), and every caller uses the stored one;
 * - a call that fails after another request stored the customer uses that one.
 * No lock is held across the network call: on PGlite a transaction would stop the whole API.
 */
export async function ensureTeamCustomer(
  db: Db,
  gateway: PaymentGateway,
  teamId: number,
): Promise<string | null> {
  const team = await getTeamCustomer(db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  let customerRef: string | null;
  try {
    customerRef = await gateway.ensureCustomer(team);
  } catch (error) {
    const stored = (await getTeamCustomer(db, teamId))?.customerRef;
    if (stored) return stored;
    throw error;
  }
  if (!customerRef || customerRef === team.customerRef) return customerRef;
  return storeTeamCustomer(db, teamId, customerRef);
}
