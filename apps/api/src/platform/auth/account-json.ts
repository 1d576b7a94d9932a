import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerSettings, memberships, teams, users } from '../../db/schema/index.ts';
import type { ActorAccount } from './actor.ts';

/** What the drivers parse a JSON value built by jsonObject to. */
type JsonValue<F> = F extends AnyPgColumn
  ? F['_']['notNull'] extends true
    ? F['_']['data']
    : F['_']['data'] | null
  : F extends SQL<infer V>
    ? V
    : never;

type JsonFields = Record<string, AnyPgColumn | SQL<unknown>>;

/**
 * `json_build_object` of columns (or nested objects) under their keys. One JSON column costs the
 * protocol parsers of PGlite and node-postgres far less than twenty plain ones. No date columns:
 * JSON carries them as strings.
 */
function jsonObject<T extends JsonFields>(fields: T): SQL<{ [K in keyof T]: JsonValue<T[K]> }> {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`jsonObject: bad key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${field}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** jsonObject of a left-joined table's row; null when `rowOf` (a not-null column) is null. */
function jsonObjectOrNull<T extends JsonFields>(rowOf: AnyPgColumn, fields: T) {
  type Row = { [K in keyof T]: JsonValue<T[K]> };
  return sql<Row | null>`case when ${rowOf} is null then null else ${jsonObject(fields)} end`;
}

/**
 * The rows of the current user as one JSON value (ActorAccount): the user, their first membership,
 * its team with the team's billing summary, and the user's settings. Read with users joined to
 * memberships, teams and customer_settings (findLiveSession, getUserAccount).
 */
export function accountJson(): SQL<ActorAccount> {
  return jsonObject({
    user: jsonObject({
      id: users.id,
      name: users.name,
      email: users.email,
      isStaff: users.isStaff,
      address: users.address,
      city: users.city,
      company: users.company,
      countryId: users.countryId,
      dialCode: users.dialCode,
      phone: users.phone,
      state: users.state,
      zip: users.zip,
    }),
    membership: jsonObjectOrNull(memberships.id, {
      teamId: memberships.teamId,
      role: memberships.role,
      manageCredits: memberships.manageCredits,
      seeCreditBalance: memberships.seeCreditBalance,
    }),
    team: jsonObjectOrNull(teams.id, {
      id: teams.id,
      name: teams.name,
      currency: teams.currency,
      customerType: teams.customerType,
      dailyCapacity: teams.dailyCapacity,
      creditBalance: teams.creditBalance,
      suspendedReason: teams.suspendedReason,
      suspendedComment: teams.suspendedComment,
      requiredIdentityProvider: teams.requiredIdentityProvider,
      supportsCustomFields: teams.supportsCustomFields,
      supportsConfidentialOrder: teams.supportsConfidentialOrder,
    }),
    // Kept by triggers on the billing tables (migration 0005): no subquery per session.
    billing: jsonObjectOrNull(teams.id, {
      purchasedPackages: teams.purchasedPackages,
      cardDigits: teams.cardDigits,
      subscription: teams.subscriptionSummary,
      billingCountryId: teams.billingCountryId,
      hasVatNumber: teams.hasVatNumber,
    }),
    settings: jsonObjectOrNull(customerSettings.userId, {
      settings: customerSettings.settings,
    }),
  }) as SQL<ActorAccount>;
}
