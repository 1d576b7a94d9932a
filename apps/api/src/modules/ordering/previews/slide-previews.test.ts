import {
  endpoints,
  orderMessages,
  realtimeChannels,
  slideImageSizes,
  slidePreviewMessages,
  slidePreviewRealtimeEvents,
  type TOrderResponse,
  type TSlideImageSize,
  type TSlidePreview,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { previewSlides, staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { isJpeg, makePdf, makePptx } from '../../../test/deck-fixtures.ts';
import {
  deliverFiles,
  orderInProgress as orderInProgressOf,
} from '../../../test/delivery-factory.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { slideImageKey } from './slide-previews.queries.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const orderInProgress = (app: App) => orderInProgressOf(app, context.database.db);
const deliver = deliverFiles;

async function previewsOf(app: App, token: string, orderId: number): Promise<TSlidePreview[]> {
  const response = await callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.orders.order(orderId)),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as TOrderResponse;
  return body.details.deliveries.flatMap((delivery) => delivery.previews);
}

const slideImage = (
  app: App,
  token: string | null,
  orderId: number,
  previewId: number,
  position: number,
  size: TSlideImageSize = 'large',
) =>
  callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.orders.slideImage(orderId, previewId, position, size)),
  });

// Each test waits for LibreOffice and poppler to render real files (LibreOffice's first start in
// the process makes its profile): longer than the API's usual test, as a render is.
describe('slide previews of a delivery', { timeout: 90_000 }, () => {
  it('renders a delivered PDF and a PPTX slide by slide, with text, shown only to the team and staff', async () => {
    const app = await context.createApp();
    const publish = vi.spyOn(app.realtime, 'publish');
    const { team, staff, order } = await orderInProgress(app);
    const pdfPages = Array.from({ length: 7 }, (_, index) => `Quarterly results page ${index + 1}`);
    await deliver(app, staff.token, order.id, [
      { filename: 'Results.pdf', bytes: await makePdf(pdfPages) },
      {
        filename: 'Pitch deck.pptx',
        bytes: await makePptx([
          { title: 'Our mission', body: 'Design that sells' },
          { title: 'The market', background: 'E8F0FE' },
          { title: 'Thank you' },
        ]),
      },
      { filename: 'Fonts.zip', bytes: Buffer.from('PK\u0003\u0004 not a deck') },
    ]);

    const queued = await previewsOf(app, team.manager.token, order.id);
    expect(queued.map((preview) => [preview.fileName, preview.status])).toEqual([
      ['Results.pdf', 'queued'],
      ['Pitch deck.pptx', 'queued'],
    ]);

    await app.jobs.runDueJobs();

    const [pdf, pptx] = await previewsOf(app, team.manager.token, order.id);
    expect(pdf).toMatchObject({ status: 'ready', slideCount: 7, slidesDone: 7, reason: null });
    expect(pdf?.slides.map((slide) => slide.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pdf?.slides[0]).toMatchObject({ width: 1600, height: 900 });
    expect(pptx).toMatchObject({ status: 'ready', slideCount: 3, reason: null });
    expect(pptx?.slides).toHaveLength(3);
    if (!pdf || !pptx) throw new Error('previews missing');

    // Each slide's text is kept (for search and for carrying comments to the next version).
    const texts = await context.database.db
      .select({ position: previewSlides.position, text: previewSlides.text })
      .from(previewSlides)
      .where(eq(previewSlides.previewId, pptx.id));
    expect(texts.map((slide) => slide.text)).toEqual([
      expect.stringContaining('Our mission'),
      expect.stringContaining('The market'),
      expect.stringContaining('Thank you'),
    ]);

    // Progress went out live: the count, a batch done, then ready.
    const events = publish.mock.calls
      .filter(
        ([channel, event]) =>
          event === slidePreviewRealtimeEvents.changed &&
          channel === realtimeChannels.team(team.teamId),
      )
      .map(([, , payload]) => payload as { previewId: number; status: string; slidesDone: number });
    const pdfEvents = events.filter((event) => event.previewId === pdf.id);
    expect(pdfEvents.map((event) => `${event.status}:${event.slidesDone}`)).toEqual([
      'rendering:0',
      'rendering:0',
      'rendering:5',
      'ready:7',
    ]);

    // The images: the team's members and staff; nobody else.
    const large = await slideImage(app, team.manager.token, order.id, pdf.id, 1);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/jpeg');
    expect(large.headers['cache-control']).toContain('private');
    expect(isJpeg(large.rawPayload)).toBe(true);
    const thumb = await slideImage(app, staff.token, order.id, pptx.id, 3, 'thumb');
    expect(thumb.statusCode).toBe(200);
    const thumbSize = imageSize(thumb.rawPayload);
    expect(thumbSize.width).toBe(320);
    expect(Math.abs(thumbSize.height - 180)).toBeLessThanOrEqual(1);
    // The three sizes of one slide: the thumbnail, a phone's slide and the large one.
    const widths = [];
    for (const size of slideImageSizes) {
      const image = await slideImage(app, team.manager.token, order.id, pptx.id, 2, size);
      expect(image.statusCode).toBe(200);
      widths.push(imageSize(image.rawPayload).width);
    }
    expect(widths).toEqual([320, 800, 1600]);
    // A preview rendered before the medium size existed answers it with its large image.
    await (await context.openStore()).remove(slideImageKey(pptx.id, 2, 'medium'));
    const standIn = await slideImage(app, team.manager.token, order.id, pptx.id, 2, 'medium');
    expect(standIn.statusCode).toBe(200);
    expect(imageSize(standIn.rawPayload).width).toBe(1600);

    const other = await createTeamWithRoles(context.database.db);
    const stranger = await slideImage(app, other.owner.token, order.id, pdf.id, 1);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: orderMessages.orderNotFound });
    expect((await slideImage(app, null, order.id, pdf.id, 1)).statusCode).toBe(401);
    // Another order's id in the path does not reach this preview.
    const otherOrder = await insertTestOrder(context.database.db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
    });
    expect((await slideImage(app, team.owner.token, otherOrder.id, pdf.id, 1)).statusCode).toBe(
      404,
    );
    const missing = await slideImage(app, team.owner.token, order.id, pdf.id, 8);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: slidePreviewMessages.slideNotFound });
    // A size that does not exist is bad input, answered as every bad path parameter is.
    const huge = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(`/orders/${order.id}/previews/${pdf.id}/slides/1/huge`),
    });
    expect(huge.statusCode).toBe(422);
  });

  it('says why a file has no preview, keeps it downloadable, and lets staff (only) try again', async () => {
    const app = await context.createApp({ env: { SOFFICE_PATH: '/nonexistent/soffice' } });
    const { team, staff, order } = await orderInProgress(app);
    const corrupt = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]);
    await deliver(app, staff.token, order.id, [
      { filename: 'Deck.pptx', bytes: await makePptx([{ title: 'One' }]) },
      { filename: 'Handout.pdf', bytes: await makePdf(['Handout']) },
    ]);
    await app.jobs.runDueJobs();

    const [pptx, pdf] = await previewsOf(app, team.owner.token, order.id);
    expect(pptx).toMatchObject({
      status: 'unavailable',
      reason: slidePreviewMessages.converterMissing,
      slides: [],
    });
    // Without LibreOffice, PDFs still render.
    expect(pdf).toMatchObject({ status: 'ready', slideCount: 1 });
    if (!pptx || !pdf) throw new Error('previews missing');

    const retry = (token: string, previewId: number, orderId = order.id) =>
      callAs(app, token, {
        method: 'POST',
        url: apiUrl(endpoints.staff.previewRetry(orderId, previewId)),
      });
    expect((await retry(team.owner.token, pptx.id)).statusCode).toBe(403);
    const ready = await retry(staff.token, pdf.id);
    expect(ready.statusCode).toBe(409);
    expect(ready.json()).toMatchObject({ message: slidePreviewMessages.notRetryable });
    const otherOrder = await insertTestOrder(context.database.db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
    });
    expect((await retry(staff.token, pptx.id, otherOrder.id)).statusCode).toBe(404);

    const retried = await retry(staff.token, pptx.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: pptx.id, status: 'queued', reason: null });
    const audit = await context.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.orderId, order.id));
    expect(audit.map((entry) => entry.action)).toContain('order.previewRetry');

    // LibreOffice is installed now (the default command): the retry renders it.
    const fixed = await context.createApp();
    await fixed.jobs.runDueJobs();
    const [again] = await previewsOf(fixed, team.owner.token, order.id);
    expect(again).toMatchObject({ status: 'ready', slideCount: 1, reason: null });

    // A file LibreOffice cannot read fails with its reason and stays downloadable.
    const second = await orderInProgress(fixed);
    await deliver(fixed, second.staff.token, second.order.id, [
      { filename: 'Broken.pptx', bytes: corrupt },
    ]);
    await fixed.jobs.runDueJobs();
    const response = await callAs(fixed, second.team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(second.order.id)),
    });
    const delivery = (response.json() as TOrderResponse).details.deliveries[0];
    expect(delivery?.previews[0]).toMatchObject({
      status: 'failed',
      reason: slidePreviewMessages.unreadable,
    });
    const fileId = delivery?.files[0]?.id ?? '';
    const download = await callAs(fixed, second.team.owner.token, {
      method: 'GET',
      url: apiUrl(`/uploads/${fileId}/content`),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(corrupt)).toBe(true);
  });
});
