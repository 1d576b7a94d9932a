/**
 * A delivery for the benches that look at the review studio: staff deliver a deck of `slides`
 * generated slides (the test corpus's, a real PPTX) to the demo order in progress ('Sales
 * kickoff' of Northwind Studio), through the API as the staff console does, and wait until the
 * job has rendered it. Answers the customer's page of that order.
 */
import {
  apiPrefix,
  endpoints,
  headers,
  pagePaths,
  requestedWithValue,
  type TBrandCheck,
  type TOrderResponse,
  type TOrdersResponse,
  type TStaffOrderResponse,
  uploadsTusPath,
} from '@deckhand/contract';
import { corpusPptx, corpusSlides } from '../apps/api/src/test/deck-corpus.ts';

const spa = { [headers.requestedWith]: requestedWithValue };

/** Signs a demo account in through the API; its session cookie as a `Cookie` header value. */
export async function signInByApi(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${apiPrefix}${endpoints.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...spa },
    body: JSON.stringify({ email, password: 'Deckhand#2026', remember: false }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: HTTP ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`Sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

async function call<T>(baseUrl: string, cookie: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${apiPrefix}${path}`, {
    ...init,
    headers: { cookie, ...spa, ...(init.headers as Record<string, string>) },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Sends a file through tus in one PATCH (as tus-js-client does for a small file). */
async function uploadDeck(baseUrl: string, cookie: string, name: string, bytes: Buffer) {
  const encode = (value: string) => Buffer.from(value).toString('base64');
  const tus = { cookie, ...spa, 'tus-resumable': '1.0.0' };
  // tus is served beside the API, not under its prefix (uploads/tus-server.ts).
  const created = await fetch(`${baseUrl}${uploadsTusPath}`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': [
        `filename ${encode(name)}`,
        `filetype ${encode('application/vnd.openxmlformats-officedocument.presentationml.presentation')}`,
        `tag ${encode('deliverable')}`,
      ].join(','),
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload: HTTP ${created.status}`);
  const sent = await fetch(new URL(location, baseUrl), {
    method: 'PATCH',
    headers: {
      ...tus,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  if (!sent.ok) throw new Error(`upload: HTTP ${sent.status} ${await sent.text()}`);
  return String(((await sent.json()) as { id: string | number }).id);
}

export async function deliverRenderedDeck(
  baseUrl: string,
  options: { slides: number; timeoutMs?: number },
): Promise<{ path: string; ownerCookie: string }> {
  const ownerCookie = await signInByApi(baseUrl, 'owner@example.com');
  const staffCookie = await signInByApi(baseUrl, 'staff@example.com');
  const list = await call<TOrdersResponse>(baseUrl, ownerCookie, endpoints.orders.list);
  const order = list.items.find((row) => row.status === 'inProgress');
  if (!order) throw new Error('No demo order in progress to deliver to');
  const fileId = await uploadDeck(
    baseUrl,
    staffCookie,
    `Deck of ${options.slides} slides.pptx`,
    await corpusPptx(corpusSlides(options.slides)),
  );
  const delivered = await call<TStaffOrderResponse>(
    baseUrl,
    staffCookie,
    endpoints.staff.deliveries(order.id),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [fileId] }),
    },
  );
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  // The demo order chose a style template: the deck is a draft until staff publish it.
  if (delivered.details.deliveries.some((delivery) => delivery.draft)) {
    await publishDraft(baseUrl, staffCookie, order.id, deadline);
  }
  for (;;) {
    const { details } = await call<TOrderResponse>(
      baseUrl,
      ownerCookie,
      endpoints.orders.order(order.id),
    );
    const preview = details.deliveries.at(-1)?.previews[0];
    if (preview?.status === 'ready') break;
    if (preview?.status === 'failed') throw new Error(`The deck's render failed`);
    if (Date.now() > deadline) throw new Error(`The deck was not rendered in time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { path: pagePaths.profileOrder(order.id), ownerCookie };
}

/**
 * Staff wait for the draft's render and brand check, mark every finding intended (the bench's
 * deck is not on the demo's template) and publish it, as the staff console does.
 */
async function publishDraft(baseUrl: string, cookie: string, orderId: number, deadline: number) {
  for (;;) {
    const view = await call<TStaffOrderResponse>(baseUrl, cookie, endpoints.staff.order(orderId));
    const preview = view.details.deliveries.find((delivery) => delivery.draft)?.previews[0];
    if (preview?.status === 'failed') throw new Error(`The deck's render failed`);
    if (preview?.status === 'ready' && preview.brandCheck) {
      const check = await call<TBrandCheck>(
        baseUrl,
        cookie,
        endpoints.staff.brandCheck(orderId, preview.id),
      );
      for (const finding of check.findings) {
        await call(baseUrl, cookie, endpoints.staff.brandDecisions(orderId, preview.id), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: finding.key, reason: 'The bench deck keeps its own look.' }),
        });
      }
      await call(baseUrl, cookie, endpoints.staff.publishDraft(orderId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return;
    }
    if (Date.now() > deadline) throw new Error('The draft was not checked in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
