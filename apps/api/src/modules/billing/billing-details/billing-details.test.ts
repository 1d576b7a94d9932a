import {
  billingDetailsMessages as bm,
  endpoints,
  errorMessages,
  serverMessages,
  type TPaymentMethod,
  validationMessages as vm,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { billingProfiles, memberships, paymentMethods, teams } from '../../../db/schema/index.ts';
import { getSandboxSecret } from '../../../platform/payments/create-gateway.ts';
import { issueSandboxToken } from '../../../platform/payments/sandbox-cards.ts';
import { createTestConfig, spaHeaders, useTestContext } from '../../../test/create-test-app.ts';
import { addTeamPerson, createTeamWithRoles } from '../../../test/team-factory.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;
const secret = getSandboxSecret(createTestConfig());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(app: App, token: string | null, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url: v1(url),
    headers: { ...spaHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const card = (last4 = '4242', brand = 'visa') =>
  issueSandboxToken(secret, { brand, last4, expMonth: 12, expYear: 2031 });

const denmark = 208;
const address = { street: '1 Havnegade', city: 'Copenhagen', country: denmark };

async function createScene() {
  const db = ctx.database.db;
  const team = await createTeamWithRoles(db);
  const other = await createTeamWithRoles(db);
  const managerWith = await addTeamPerson(db, team.teamId, 'manager');
  await db
    .update(memberships)
    .set({ manageCredits: true })
    .where(eq(memberships.id, managerWith.membershipId));
  const app = await ctx.createApp();
  return { db, app, team, other, managerWith };
}

describe('billing profile', () => {
  it('is empty at first, then saved and read back by the owner', async () => {
    const { app, team, db } = await createScene();
    const empty = await call(app, team.owner.token, 'GET', endpoints.billing.profile);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ street: null, country: null, vatNumber: null });

    const saved = await call(app, team.owner.token, 'PUT', endpoints.billing.profile, {
      ...address,
      companyName: 'Acme ApS',
      vatNumber: 'DK12345678',
      billingEmail: 'Billing@Acme.dk',
      phoneCountryId: denmark,
      phoneNumber: '+45 55 55 55 55',
      state: '',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...address,
      companyName: 'Acme ApS',
      vatNumber: 'DK12345678',
      billingEmail: 'billing@acme.dk',
      phoneCountryId: denmark,
      phoneNumber: '4555555555',
      state: null,
      postcode: null,
    };
    expect(saved.json()).toEqual(expected);
    expect((await call(app, team.owner.token, 'GET', endpoints.billing.profile)).json()).toEqual(
      expected,
    );
    const [row] = await db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.teamId, team.teamId));
    expect(row).toMatchObject({ countryId: denmark, vatNumber: 'DK12345678' });

    const second = await call(app, team.owner.token, 'PUT', endpoints.billing.profile, {
      ...address,
      city: 'Aarhus',
    });
    expect(second.json()).toMatchObject({ city: 'Aarhus', vatNumber: null, companyName: null });
  });

  it('answers 422 with the exact messages for bad input and an unknown country', async () => {
    const { app, team } = await createScene();
    const missing = await call(app, team.owner.token, 'PUT', endpoints.billing.profile, {
      street: '',
      phoneNumber: '12',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      status: 'error',
      errors: {
        street: [vm.required],
        city: [vm.required],
        country: [vm.required],
        phoneNumber: [vm.phoneTooShort],
      },
    });
    const unknown = await call(app, team.owner.token, 'PUT', endpoints.billing.profile, {
      ...address,
      country: 9998,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ country: [bm.countryUnknown] });
    const nul = await call(app, team.owner.token, 'PUT', endpoints.billing.profile, {
      ...address,
      street: 'a\u0000b',
    });
    expect(nul.json().errors).toEqual({ street: [vm.invalidCharacters] });
  });
});

describe('payment methods', () => {
  it('adds cards (the first becomes the default) and lists the default first', async () => {
    const { app, team, db } = await createScene();
    const first = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: card('4242'),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'card',
      default: true,
      brand: 'visa',
      last4: '4242',
      expirationMonth: 12,
      expirationYear: 2031,
      vat: null,
    });
    const second = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: card('4444', 'mastercard'),
      vat: 'DK 1234',
    });
    expect(second.json()).toMatchObject({ default: false, last4: '4444', vat: 'DK 1234' });
    const list = await call(app, team.owner.token, 'GET', endpoints.billing.paymentMethods);
    expect(list.json().map((method: TPaymentMethod) => method.id)).toEqual([
      first.json().id,
      second.json().id,
    ]);
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, first.json().id));
    expect(row).toMatchObject({ gateway: 'sandbox', teamId: team.teamId, last4: '4242' });
  });

  it("refuses a token the gateway does not read with the gateway's message on token", async () => {
    const { app, team, db } = await createScene();
    const response = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: 'tok_sandbox_forged.signature',
    });
    expect(response.statusCode).toBe(422);
    const refusal = 'This card could not be read. Please enter it again.';
    expect(response.json()).toEqual({
      status: 'error',
      message: refusal,
      errors: { token: [refusal] },
    });
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.teamId, team.teamId));
    expect(rows).toEqual([]);
  });

  it('adds the invoice method, edits it, and keeps invoice fields off cards', async () => {
    const { app, team } = await createScene();
    const invoice = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'invoice',
      ...address,
      zip: '1050',
      poNumber: 'PO-77',
      poExpiresAt: '2031-06-30',
    });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toEqual({
      id: expect.any(Number),
      kind: 'invoice',
      default: true,
      vat: null,
      street: address.street,
      city: address.city,
      state: null,
      zip: '1050',
      country: denmark,
      poNumber: 'PO-77',
      poExpiresAt: '2031-06-30',
    });
    const id = invoice.json().id as number;
    const edited = await call(app, team.owner.token, 'PATCH', endpoints.billing.paymentMethod(id), {
      poNumber: 'PO-78',
      vat: 'DK99',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ poNumber: 'PO-78', vat: 'DK99', zip: '1050' });

    const added = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: card(),
    });
    const onCard = await call(
      app,
      team.owner.token,
      'PATCH',
      endpoints.billing.paymentMethod(added.json().id),
      { poNumber: 'PO-1' },
    );
    expect(onCard.statusCode).toBe(422);
    expect(onCard.json().errors).toEqual({ poNumber: [bm.notInvoice] });
  });

  it('makes another method the default: one default per team', async () => {
    const { app, team, db } = await createScene();
    const a = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: card('4242'),
    });
    const b = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: card('4444'),
    });
    const made = await call(
      app,
      team.owner.token,
      'PATCH',
      endpoints.billing.paymentMethod(b.json().id),
      { default: true },
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: b.json().id, default: true });
    const defaults = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.teamId, team.teamId), eq(paymentMethods.isDefault, true)));
    expect(defaults).toEqual([{ id: b.json().id }]);
    const list = await call(app, team.owner.token, 'GET', endpoints.billing.paymentMethods);
    expect(list.json().map((method: TPaymentMethod) => method.id)).toEqual([
      b.json().id,
      a.json().id,
    ]);
  });

  it('adds concurrently without breaking the one-default rule', async () => {
    const { app, team, db } = await createScene();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
          kind: 'card',
          token: card(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const defaults = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.teamId, team.teamId), eq(paymentMethods.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it('removes a method softly; the newest remaining becomes the default', async () => {
    const { app, team, db } = await createScene();
    const ids: number[] = [];
    for (const last4 of ['4242', '4444', '1881']) {
      const added = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
        kind: 'card',
        token: card(last4),
      });
      ids.push(added.json().id);
    }
    const [first, second, third] = ids as [number, number, number];
    const removed = await call(
      app,
      team.owner.token,
      'DELETE',
      endpoints.billing.paymentMethod(first),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ type: 'success', message: bm.methodRemoved });
    const list = await call(app, team.owner.token, 'GET', endpoints.billing.paymentMethods);
    expect(list.json().map((m: TPaymentMethod) => [m.id, m.default])).toEqual([
      [third, true],
      [second, false],
    ]);
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, first));
    expect(row?.removedAt).toBeInstanceOf(Date);

    const again = await call(
      app,
      team.owner.token,
      'DELETE',
      endpoints.billing.paymentMethod(first),
    );
    expect(again.statusCode).toBe(404);
    const [team_] = await db.select().from(teams).where(eq(teams.id, team.teamId));
    expect(team_).toBeDefined();
  });
});

describe('billing details access (§6: manageCredits)', () => {
  const calls = (id: number) =>
    [
      ['GET', endpoints.billing.profile, undefined],
      ['PUT', endpoints.billing.profile, address],
      ['GET', endpoints.billing.paymentMethods, undefined],
      ['POST', endpoints.billing.paymentMethods, { kind: 'invoice', ...address }],
      ['PATCH', endpoints.billing.paymentMethod(id), { default: true }],
      ['DELETE', endpoints.billing.paymentMethod(id), undefined],
    ] as const;

  async function createAccessScene() {
    const scene = await createScene();
    const added = await call(
      scene.app,
      scene.team.owner.token,
      'POST',
      endpoints.billing.paymentMethods,
      { kind: 'invoice', ...address },
    );
    return { ...scene, id: added.json().id as number };
  }

  it('lets the owner and a manager with manageCredits in', async () => {
    const { app, team, managerWith } = await createAccessScene();
    for (const token of [managerWith.token, team.owner.token]) {
      const added = await call(app, token, 'POST', endpoints.billing.paymentMethods, {
        kind: 'invoice',
        ...address,
      });
      for (const [method, url, payload] of calls(added.json().id)) {
        const response = await call(app, token, method, url, payload);
        expect([200, 201], `${method} ${url}`).toContain(response.statusCode);
      }
    }
  });

  it('refuses the admin and the manager without manageCredits (403)', async () => {
    const { app, team, id } = await createAccessScene();
    for (const token of [team.admin.token, team.manager.token]) {
      for (const [method, url, payload] of calls(id)) {
        const response = await call(app, token, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ status: 'error', message: errorMessages.accessDenied });
      }
    }
  });

  it("answers 404 for another team's method to its owner, 401 to the anonymous", async () => {
    const { app, other, id, db } = await createAccessScene();
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(
        app,
        other.owner.token,
        method,
        endpoints.billing.paymentMethod(id),
        {
          default: true,
        },
      );
      expect(response.statusCode).toBe(404);
    }
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    expect(row?.removedAt).toBeNull();
    for (const [method, url, payload] of calls(id)) {
      const response = await call(app, null, method, url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(serverMessages.unauthorized);
    }
  });

  it('refuses bad ids and bad bodies with 422, never 500', async () => {
    const { app, team } = await createAccessScene();
    const badId = await call(app, team.owner.token, 'PATCH', '/billing/payment-methods/abc', {
      default: true,
    });
    expect(badId.statusCode).toBe(422);
    const badKind = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'cheque',
    });
    expect(badKind.statusCode).toBe(422);
    const longToken = await call(app, team.owner.token, 'POST', endpoints.billing.paymentMethods, {
      kind: 'card',
      token: 'x'.repeat(600),
    });
    expect(longToken.statusCode).toBe(422);
    expect(longToken.json().errors).toEqual({ token: [vm.tooLong(512)] });
  });
});
