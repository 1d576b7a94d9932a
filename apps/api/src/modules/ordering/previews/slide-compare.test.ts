import { endpoints, slidePreviewMessages, type TOrderResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { slideComparisons } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { corpusLayout, corpusPptx, corpusSlides } from '../../../test/deck-corpus.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

describe('comparing two versions', () => {
  it('pairs the slides of two versions and finds where a slide changed, once, for the team and staff only', {
    timeout: 120_000,
  }, async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, staff, order } = await orderInProgress(app, db);
    const get = (token: string, url: string) =>
      callAs(app, token, { method: 'GET', url: apiUrl(url) });
    const v1 = corpusSlides(6, 11).map((slide) => ({ ...slide, chart: null }));
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Deck.pptx', bytes: await corpusPptx(v1) },
    ]);
    const revised = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.review(order.id)),
      payload: { decision: 'revise', notes: 'New words on slide 2, drop slide 4.' },
    });
    expect(revised.statusCode).toBe(200);
    // Version 2: slide 4 deleted, slide 2's body rewritten.
    const v2 = v1.filter((slide) => slide.uid !== 4).map((slide) => ({ ...slide }));
    const second = v2[1];
    if (second) second.bullets = ['Entirely different words', 'And a second new line here'];
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Deck v2.pptx', bytes: await corpusPptx(v2) },
    ]);
    await app.jobs.runDueJobs();
    const body = (
      await get(team.owner.token, endpoints.orders.order(order.id))
    ).json() as TOrderResponse;
    const [first, later] = body.details.deliveries.map((delivery) => delivery.previews[0]?.id ?? 0);
    if (!first || !later) throw new Error('two previews expected');

    const pairs = await get(
      team.manager.token,
      endpoints.orders.previewCompare(order.id, later, first),
    );
    expect(pairs.statusCode).toBe(200);
    expect(pairs.json()).toEqual({
      pairs: [1, 2, 3, 5, 6].map((was, index) => ({ position: index + 1, otherPosition: was })),
      removed: [4],
    });

    const changes = (position: number, otherPosition: number, token = team.owner.token) =>
      get(token, endpoints.orders.slideChanges(order.id, later, position, first, otherPosition));
    const changed = await changes(2, 2);
    expect(changed.statusCode).toBe(200);
    const { regions, changedShare } = changed.json() as {
      regions: { x: number; y: number; w: number; h: number }[];
      changedShare: number;
    };
    expect(regions.length).toBeGreaterThan(0);
    expect(changedShare).toBeGreaterThan(0);
    // The change is the body's words: inside the body box, not on the title.
    const body2 = corpusLayout.body(1.5);
    const [largest] = regions;
    const found = JSON.stringify(regions);
    expect(largest?.y, found).toBeGreaterThanOrEqual(body2.y / corpusLayout.height - 0.05);
    // Inside the body box, to a cell's width or so (docs/review.md: a region reaching 0.956 of
    // the width was another test file's slide, read from a folder the files shared).
    expect(largest?.x ?? 1, found).toBeGreaterThanOrEqual(body2.x / corpusLayout.width - 0.05);
    expect((largest?.x ?? 1) + (largest?.w ?? 0), found).toBeLessThanOrEqual(
      (body2.x + body2.w) / corpusLayout.width + 0.05,
    );
    expect((await changes(1, 1)).json()).toEqual({ regions: [], changedShare: 0 });

    // Kept once: asked again, the same answer from the table.
    expect((await changes(2, 2, staff.token)).json()).toEqual(changed.json());
    const kept = await db
      .select()
      .from(slideComparisons)
      .where(eq(slideComparisons.previewId, later));
    expect(kept).toHaveLength(2);

    const outsider = await createTeamWithRoles(db);
    expect((await changes(2, 2, outsider.owner.token)).statusCode).toBe(404);
    expect(
      (await get(outsider.owner.token, endpoints.orders.previewCompare(order.id, later, first)))
        .statusCode,
    ).toBe(404);
    expect((await changes(9, 2)).statusCode).toBe(404);
    const same = await get(
      team.owner.token,
      endpoints.orders.previewCompare(order.id, later, later),
    );
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ message: slidePreviewMessages.sameVersion });
  });
});
