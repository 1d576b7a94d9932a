import { apiBaseCookie, errorMessages, requestedWithValue } from '@deckhand/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { ApiError } from './api-error';
import { http } from './http-client';
import { checkWithSchema } from './load-schemas';
import { UnexpectedDataError } from './unexpected-data-error';

/** An answer the contract's ZNotification accepts. */
const saved = { type: 'success', message: 'Saved.' };

function mockFetch(...responses: Array<Response | Error | DOMException>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Response) fetchMock.mockResolvedValueOnce(response);
    else fetchMock.mockRejectedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof mockFetch>, call = 0) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

// The real schemas, watched: which answers needed one downloaded.
vi.mock('./load-schemas', async (importOriginal) => {
  const original = await importOriginal<typeof import('./load-schemas')>();
  return { ...original, checkWithSchema: vi.fn(original.checkWithSchema) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(checkWithSchema).mockClear();
});

describe('http client (§7)', () => {
  it('sends credentials, X-Requested-With, a device id kept across calls and the client version', async () => {
    const fetchMock = mockFetch(jsonResponse(saved), jsonResponse(saved));
    await http.get({ path: '/v1/one', schema: 'ZNotification' });
    await http.get({ path: '/v1/two', schema: 'ZNotification' });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    const first = headersOf(fetchMock, 0);
    expect(first.get('x-requested-with')).toBe(requestedWithValue);
    expect(first.get('x-client-version')).toBe(__APP_VERSION__);
    const deviceId = first.get('x-device-id');
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(fetchMock, 1).get('x-device-id')).toBe(deviceId);
    expect(window.localStorage.getItem('deckhand.device-id')).toBe(deviceId);
  });

  it('takes a 204 where the contract expects no body without downloading a schema', async () => {
    mockFetch(new Response(null, { status: 204 }), jsonResponse({ unexpected: true }));
    await expect(http.post({ path: '/v1/opened', schema: 'ZEmptyBody' })).resolves.toBeNull();
    expect(checkWithSchema).not.toHaveBeenCalled();

    // A body where none is expected is still checked, and refused.
    await expect(http.post({ path: '/v1/opened', schema: 'ZEmptyBody' })).rejects.toBeInstanceOf(
      UnexpectedDataError,
    );
    expect(checkWithSchema).toHaveBeenCalledWith('ZEmptyBody', { unexpected: true });
  });

  it('sends a JSON body by default', async () => {
    const fetchMock = mockFetch(jsonResponse(saved));
    await http.post({
      path: '/v1/things',
      schema: 'ZNotification',
      body: { name: 'Deck', slides: 12 },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(headersOf(fetchMock).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Deck","slides":12}');
  });

  it('form-encodes the body when flagged', async () => {
    const fetchMock = mockFetch(jsonResponse(saved));
    await http.post({
      path: '/v1/things',
      schema: 'ZNotification',
      body: { name: 'Deck & co', remember: true },
      isFormEncoded: true,
    });
    expect(headersOf(fetchMock).get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('name=Deck+%26+co&remember=true');
  });

  it('uses the same origin, or the API base from the override cookie', async () => {
    const fetchMock = mockFetch(jsonResponse([]), jsonResponse([]));
    await http.get({ path: '/v1/countries/names', schema: 'ZCountriesResponse' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/countries/names');

    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the override cookie itself.
    document.cookie = `${apiBaseCookie}=${encodeURIComponent('https://api.example.test/')}; path=/`;
    await http.get({
      path: '/v1/countries/names',
      schema: 'ZCountriesResponse',
      query: { q: 'de' },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('https://api.example.test/v1/countries/names?q=de');
  });

  it("throws 'Unexpected data' with the issue path and types when the answer breaks the schema", async () => {
    mockFetch(jsonResponse([{ id: 1, name: 'Denmark', code: 'DK', dialCode: '45', hasZip: true }]));
    const failure = http.get({ path: '/v1/countries/names', schema: 'ZCountriesResponse' });
    await expect(failure).rejects.toBeInstanceOf(UnexpectedDataError);
    await failure.catch((error: UnexpectedDataError) => {
      expect(error.message).toBe(errorMessages.unexpectedData);
      expect(error.path).toBe('0.dialCode');
      expect(error.expected).toBe('number');
      expect(error.received).toBe('string');
    });
  });

  it('throws ApiError with the status and parsed envelope on non-2xx answers', async () => {
    mockFetch(
      jsonResponse({ status: 'error', message: 'Verify', redirectUrl: '/x', channel: 'c1' }, 412),
      jsonResponse({ status: 'error', errors: { email: ['Please enter valid email'] } }, 422),
    );
    const precondition = await http
      .post({ path: '/v1/a', schema: 'ZNotification', body: {} })
      .catch((e) => e);
    expect(precondition).toBeInstanceOf(ApiError);
    expect(precondition).toMatchObject({ status: 412, message: 'Verify', redirectUrl: '/x' });
    expect(precondition.channel).toBe('c1');

    const validation = await http
      .post({ path: '/v1/b', schema: 'ZNotification', body: {} })
      .catch((e) => e);
    expect(validation.status).toBe(422);
    expect(validation.errors).toEqual({ email: ['Please enter valid email'] });
  });

  it('lets an aborted request through as an AbortError', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch(abort);
    controller.abort();
    const failure = http.get({
      path: '/v1/init',
      schema: 'ZNotification',
      signal: controller.signal,
    });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});
