import {
  brandCheckMessages,
  brandFindingKey,
  endpoints,
  type TBrandCheck,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { corpusDeck, makeTemplate } from '../../../test/brand-corpus.ts';
import {
  chooseOrderTemplate,
  draftPreviewIds,
  saveBrandTemplate,
} from '../../../test/brand-template-factory.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { makePdf } from '../../../test/deck-fixtures.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const template = makeTemplate(2);
const saveTemplate = (app: App, ownerToken: string) =>
  saveBrandTemplate(context.database.db, app, ownerToken, template);
const chooseTemplate = (orderId: number, templateId: number | null) =>
  chooseOrderTemplate(context.database.db, orderId, templateId);

const brandCheckOf = (app: App, token: string | null, orderId: number, previewId: number) =>
  callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.staff.brandCheck(orderId, previewId)),
  });

// The render job runs LibreOffice on each deck before the check: as long as a render takes.
describe('the brand check of a delivery', { timeout: 120_000 }, () => {
  it('checks a delivered PPTX against the order’s template in its render job, and says why a PDF is not', async () => {
    const app = await context.createApp();
    const { team, staff, order } = await orderInProgress(app, context.database.db);
    const saved = await saveTemplate(app, team.owner.token);
    await chooseTemplate(order.id, saved.id);
    const deck = await corpusDeck(template, 3, { slideCount: 10, faulty: true });
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Deck v1.pptx', bytes: deck.pptx },
      { filename: 'Handout.pdf', bytes: await makePdf(['Handout']) },
    ]);
    const [pptxId, pdfId] = await draftPreviewIds(app, staff.token, order.id);
    if (!pptxId || !pdfId) throw new Error('previews missing');
    // Before the job has run there is nothing to read yet.
    const early = await brandCheckOf(app, staff.token, order.id, pptxId);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ message: brandCheckMessages.checkNotFound });

    await app.jobs.runDueJobs();

    const checked = await brandCheckOf(app, staff.token, order.id, pptxId);
    expect(checked.statusCode).toBe(200);
    const report = checked.json() as TBrandCheck;
    expect(report).toMatchObject({
      status: 'checked',
      reason: null,
      templateName: 'Brand 2026',
      moreFindings: 0,
    });
    expect(report.findings.map(({ slide, kind, found }) => ({ slide, kind, found }))).toEqual(
      expect.arrayContaining(deck.faults.map(({ slide, kind, found }) => ({ slide, kind, found }))),
    );
    expect(report.findings).toHaveLength(deck.faults.length);

    const pdf = (await brandCheckOf(app, staff.token, order.id, pdfId)).json() as TBrandCheck;
    expect(pdf).toMatchObject({ status: 'notChecked', reason: 'notPresentation', findings: [] });
    expect(brandCheckMessages.notChecked[pdf.reason!]).toMatch(/^Not checked: only PowerPoint/);

    // Staff only: the order's own team is refused (403), anonymous 401, another order's id 404.
    expect((await brandCheckOf(app, team.owner.token, order.id, pptxId)).statusCode).toBe(403);
    expect((await brandCheckOf(app, null, order.id, pptxId)).statusCode).toBe(401);
    const other = await orderInProgress(app, context.database.db);
    expect((await brandCheckOf(app, staff.token, other.order.id, pptxId)).statusCode).toBe(404);

    // Staff mark a finding intended, with the reason the customer will read; and take it back.
    const colour = report.findings.find((finding) => finding.kind === 'colour')!;
    expect(colour.key).toBe(brandFindingKey(colour));
    expect(colour.intended).toBeNull();
    const decide = (token: string | null, payload: object, orderId = order.id) =>
      callAs(app, token, {
        method: 'POST',
        url: apiUrl(endpoints.staff.brandDecisions(orderId, pptxId)),
        payload,
      });
    const marked = await decide(staff.token, {
      key: colour.key,
      reason: ' The client’s event colour ',
    });
    expect(marked.statusCode).toBe(200);
    const afterMark = (marked.json() as TBrandCheck).findings.find((f) => f.key === colour.key);
    expect(afterMark?.intended).toMatchObject({
      reason: 'The client’s event colour',
      by: staff.user.name,
    });
    const reread = (await brandCheckOf(app, staff.token, order.id, pptxId)).json() as TBrandCheck;
    expect(reread.findings.filter((f) => f.intended !== null).map((f) => f.key)).toEqual([
      colour.key,
    ]);
    const [audit] = await context.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.orderId, order.id), eq(staffAuditLog.action, 'order.brandDecision')),
      );
    expect(audit).toMatchObject({ staffUserId: staff.user.id, teamId: team.teamId });
    // A reason is required, bounded and without NUL; the key must be one of the check's.
    const blank = await decide(staff.token, { key: colour.key, reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect((await decide(staff.token, { key: colour.key, reason: 'a\u0000b' })).statusCode).toBe(
      422,
    );
    expect(
      (await decide(staff.token, { key: colour.key, reason: 'x'.repeat(501) })).statusCode,
    ).toBe(422);
    const unknown = await decide(staff.token, { key: '1|colour|9|#000000', reason: 'Why not' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: brandCheckMessages.findingNotFound });
    expect(
      (await decide(staff.token, { key: colour.key, reason: 'x' }, other.order.id)).statusCode,
    ).toBe(404);
    // Staff only.
    expect((await decide(team.owner.token, { key: colour.key, reason: 'Mine' })).statusCode).toBe(
      403,
    );
    const undone = await decide(staff.token, { key: colour.key, reason: null });
    expect((undone.json() as TBrandCheck).findings.every((f) => f.intended === null)).toBe(true);
  });

  it('says an order without a template is not checked, and a template of another team is not used', async () => {
    const app = await context.createApp();
    const { staff, order } = await orderInProgress(app, context.database.db);
    const stranger = await createTeamWithRoles(context.database.db);
    const theirs = await saveTemplate(app, stranger.owner.token);
    // An order naming another team's template (a forged form) is checked against nothing.
    await chooseTemplate(order.id, theirs.id);
    const deck = await corpusDeck(template, 4, { slideCount: 10, faulty: false });
    await deliverFiles(app, staff.token, order.id, [{ filename: 'Deck.pptx', bytes: deck.pptx }]);
    const [previewId] = await draftPreviewIds(app, staff.token, order.id);
    await app.jobs.runDueJobs();
    const report = (
      await brandCheckOf(app, staff.token, order.id, previewId!)
    ).json() as TBrandCheck;
    expect(report).toMatchObject({
      status: 'notChecked',
      reason: 'noTemplate',
      templateName: null,
    });
  });
});
