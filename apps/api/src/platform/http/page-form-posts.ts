import {
  apiPrefix,
  errorMessages,
  headers,
  keptPageFormValues,
  requestedWithValue,
  type TPageFormDefinition,
  type TPageFormName,
  type TPostedForm,
  toPageFormBody,
  ZErrorResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a page form's post comes to: where the browser goes next, or the page again. */
export type PageFormOutcome =
  | { kind: 'redirect'; location: string; cookies: string[] }
  | { kind: 'refused'; status: number; postedForm: TPostedForm; cookies: string[] };

/** The request's own headers that the API must see as the browser sent them. */
const droppedHeaders = new Set(['content-type', 'content-length', 'transfer-encoding', 'accept']);

function forwardedHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !droppedHeaders.has(name)) forwarded[name] = value;
  }
  return forwarded;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An http(s) address the API answered (its own verification link, a provider's sign-in). */
function toRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : null;
}

/** The API's refusal as the page shows it: field messages on the form's fields, the rest above. */
function toPostedForm(
  name: TPageFormName,
  values: TPostedForm['values'],
  answer: unknown,
  fieldNames: readonly string[],
): TPostedForm {
  const posted: TPostedForm = { form: name, values, fieldErrors: {}, messages: [] };
  const invalid = ZValidationErrorResponse.safeParse(answer);
  if (invalid.success) {
    for (const [field, messages] of Object.entries(invalid.data.errors)) {
      if (fieldNames.includes(field)) posted.fieldErrors[field] = messages;
      else posted.messages.push(...messages);
    }
    const placed = Object.keys(posted.fieldErrors).length + posted.messages.length;
    if (placed === 0 && invalid.data.message) posted.messages.push(invalid.data.message);
    return posted;
  }
  const failed = ZErrorResponse.safeParse(answer);
  posted.messages.push(failed.success ? failed.data.message : errorMessages.somethingWentWrong);
  return posted;
}

const toList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A page's form sent without the app (issue 33): its fields go to the form's API endpoint as the
 * JSON the app would send, in-process, with the browser's own headers and address, so the API's
 * checks (the origin, the request limits, the password budget) and its cookies are exactly those
 * of the app's request. A success goes to the answer's `redirectUrl` (an address of the API's,
 * not the visitor's) or the form's next page; a refusal renders the page with its messages.
 */
export async function postPageForm(
  app: FastifyInstance,
  request: FastifyRequest,
  form: { name: TPageFormName; definition: TPageFormDefinition },
  fields: URLSearchParams,
): Promise<PageFormOutcome> {
  const { definition } = form;
  const body = toPageFormBody(definition, fields);
  const answer = await app.inject({
    method: 'POST',
    url: `${apiPrefix}${definition.endpoint}`,
    remoteAddress: request.socket.remoteAddress ?? request.ip,
    headers: {
      ...forwardedHeaders(request),
      'content-type': 'application/json',
      accept: 'application/json',
      [headers.requestedWith]: requestedWithValue,
    },
    payload: JSON.stringify(body),
  });
  const cookies = toList(answer.headers['set-cookie']);
  const json = readJson(answer.body);
  const redirectUrl = toRedirectUrl((json as { redirectUrl?: unknown } | null)?.redirectUrl);
  if (answer.statusCode < 300) {
    return { kind: 'redirect', location: redirectUrl ?? definition.next, cookies };
  }
  // A team that signs in with its identity provider (412): the browser goes there, as the app would.
  if (answer.statusCode === 412 && redirectUrl) {
    return { kind: 'redirect', location: redirectUrl, cookies };
  }
  const values = keptPageFormValues(definition, body);
  return {
    kind: 'refused',
    status: answer.statusCode,
    postedForm: toPostedForm(form.name, values, json, definition.fields),
    cookies,
  };
}
