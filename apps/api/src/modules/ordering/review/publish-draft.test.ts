import {
  brandPublishMessages,
  endpoints,
  type TBrandCheck,
  type TOrderResponse,
} from '@deckhand/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, staffAuditLog, uploadedFiles } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { corpusDeck, makeTemplate } from '../../../test/brand-corpus.ts';
import {
  chooseOrderTemplate,
  readStaffOrder,
  saveBrandTemplate,
} from '../../../test/brand-template-factory.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs } from '../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const template = makeTemplate(1);

const call = (
  app: App,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => callAs(app, token, { method, url: apiUrl(url), ...(payload ? { payload } : {}) });

async function customerOrder(app: App, token: string, orderId: number) {
  const response = await call(app, token, 'GET', endpoints.orders.order(orderId));
  expect(response.statusCode).toBe(200);
  return response.json() as TOrderResponse;
}

// Each delivery is rendered by LibreOffice before its check: as long as a render takes.
describe('a delivery the brand check holds back', { timeout: 180_000 }, () => {
  it('stays staff’s draft until every finding is fixed or intended, then reaches the customer with the reasons', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, staff, order } = await orderInProgress(app, db);
    const saved = await saveBrandTemplate(db, app, team.owner.token, template);
    await chooseOrderTemplate(db, order.id, saved.id);
    const faulty = await corpusDeck(template, 1, { slideCount: 8, faulty: ['colour', 'font'] });
    expect(faulty.faults.map((fault) => fault.kind).sort()).toEqual(['colour', 'colour', 'font']);
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Deck v1.pptx', bytes: faulty.pptx },
    ]);

    // Staff see a draft; the order has not moved and the customer sees nothing of it.
    const draftView = await readStaffOrder(app, staff.token, order.id);
    expect(draftView.order.status).toBe('inProgress');
    expect(draftView.details.deliveries).toMatchObject([{ round: 1, draft: true }]);
    expect(draftView.details.review).toBeNull();
    const draft = draftView.details.deliveries[0]!;
    const previewId = draft.previews[0]!.id;
    const fileId = draft.files[0]!.id;
    const before = await customerOrder(app, team.owner.token, order.id);
    expect(before.details.deliveries).toEqual([]);
    expect(before.details.review).toBeNull();
    const hidden = [
      endpoints.orders.brandCheck(order.id, previewId),
      endpoints.uploads.content(fileId),
    ];
    const notYet = await db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `order-notice:${order.id}:%`));
    expect(notYet).toEqual([]);

    // Not before the check has run.
    const early = await call(app, staff.token, 'POST', endpoints.staff.publishDraft(order.id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: brandPublishMessages.stillChecking });
    await app.jobs.runDueJobs();
    for (const url of [...hidden, endpoints.orders.slideImage(order.id, previewId, 1, 'thumb')]) {
      expect(
        (await call(app, team.owner.token, 'GET', url)).statusCode,
        url,
      ).toBeGreaterThanOrEqual(403);
    }
    // Staff read the draft's slides; a pin cannot go on them.
    const staffSlide = await call(
      app,
      staff.token,
      'GET',
      endpoints.orders.slideImage(order.id, previewId, 1, 'thumb'),
    );
    expect(staffSlide.statusCode).toBe(200);
    const pin = await call(app, team.owner.token, 'POST', endpoints.orders.pins(order.id), {
      previewId,
      position: 1,
      area: { x: 0.5, y: 0.5 },
      body: 'Too early',
    });
    expect(pin.statusCode).toBe(422);

    // Three open findings hold it back; only staff may publish.
    const blocked = await call(app, staff.token, 'POST', endpoints.staff.publishDraft(order.id));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ message: brandPublishMessages.openFindings(3) });
    expect(
      (await call(app, team.owner.token, 'POST', endpoints.staff.publishDraft(order.id)))
        .statusCode,
    ).toBe(403);

    // Staff mark the font intended, then deliver a fixed deck: it replaces the draft's file and
    // keeps the decision for the finding it still has.
    const check = (
      await call(app, staff.token, 'GET', endpoints.staff.brandCheck(order.id, previewId))
    ).json() as TBrandCheck;
    expect(check.published).toBe(false);
    const font = check.findings.find((finding) => finding.kind === 'font')!;
    const reason = 'The client’s campaign typeface';
    const marked = await call(
      app,
      staff.token,
      'POST',
      endpoints.staff.brandDecisions(order.id, previewId),
      { key: font.key, reason },
    );
    expect(marked.statusCode).toBe(200);
    const fixed = await corpusDeck(template, 1, { slideCount: 8, faulty: ['font'] });
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Deck v1 fixed.pptx', bytes: fixed.pptx },
    ]);
    const replaced = await readStaffOrder(app, staff.token, order.id);
    expect(replaced.details.deliveries).toMatchObject([{ round: 1, draft: true }]);
    const fixedDraft = replaced.details.deliveries[0]!;
    expect(fixedDraft.files.map((file) => file.name)).toEqual(['Deck v1 fixed.pptx']);
    const [oldFile] = await db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.publicId, fileId));
    expect(oldFile).toMatchObject({ orderId: null, deliveryId: null, teamId: null });
    await app.jobs.runDueJobs();
    const fixedPreviewId = fixedDraft.previews[0]!.id;
    const carried = (
      await call(app, staff.token, 'GET', endpoints.staff.brandCheck(order.id, fixedPreviewId))
    ).json() as TBrandCheck;
    expect(carried.findings.map((finding) => [finding.kind, finding.intended?.reason])).toEqual([
      ['font', reason],
    ]);

    const published = await call(app, staff.token, 'POST', endpoints.staff.publishDraft(order.id));
    expect(published.statusCode).toBe(200);
    const customer = await customerOrder(app, team.owner.token, order.id);
    expect(customer.order.status).toBe('delivered');
    expect(customer.details.review?.dueAt).not.toBeNull();
    expect(customer.details.deliveries).toMatchObject([{ round: 1, draft: false }]);
    expect(customer.details.deliveries[0]!.previews[0]!.brandCheck).toEqual({
      status: 'checked',
      reason: null,
      templateName: 'Brand 2026',
      findings: 1,
      intended: 1,
    });
    const report = await call(
      app,
      team.owner.token,
      'GET',
      endpoints.orders.brandCheck(order.id, fixedPreviewId),
    );
    expect(report.statusCode).toBe(200);
    expect((report.json() as TBrandCheck).findings[0]?.intended?.reason).toBe(reason);
    const fixedFile = fixedDraft.files[0]!.id;
    expect(
      (await call(app, team.owner.token, 'GET', endpoints.uploads.content(fixedFile))).statusCode,
    ).toBe(200);

    // The customer's version no longer changes: decisions are closed, a second publish refused.
    const late = await call(
      app,
      staff.token,
      'POST',
      endpoints.staff.brandDecisions(order.id, fixedPreviewId),
      { key: font.key, reason: null },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: brandPublishMessages.decisionsClosed });
    const again = await call(app, staff.token, 'POST', endpoints.staff.publishDraft(order.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: brandPublishMessages.noDraft });
    const notices = await db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `order-notice:${order.id}:delivered:%`));
    expect(notices.map((row) => row.key)).toEqual([`order-notice:${order.id}:delivered:1`]);
    const audit = await db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.orderId, order.id), like(staffAuditLog.action, 'order.%')))
      .orderBy(staffAuditLog.id);
    expect(
      audit.map((row) => row.action).filter((action) => action !== 'order.brandDecision'),
    ).toEqual(['order.start', 'order.deliverDraft', 'order.deliverDraft', 'order.publish']);
  });
});
