import { errorMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../http/api-error';
import { UnexpectedDataError } from '../http/unexpected-data-error';
import { describeError, type TErrorOutcome } from './describe-error';

const api = (status: number, body: unknown = null) =>
  new ApiError({ status, url: '/v1/anything', body });
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
const silent: TErrorOutcome = { toast: null, effect: null };
const error = (message: string): TErrorOutcome => ({
  toast: { kind: 'error', message },
  effect: null,
});

const ordersList = '/my-profile/orders';
const elsewhere = '/ui-kit';

type TRow = [situation: string, error: unknown, pathname: string, expected: TErrorOutcome];

/** §8, one row per situation. */
const rows: TRow[] = [
  [
    '401 logs the user out, no toast',
    api(401, { status: 'error', message: 'Log in' }),
    elsewhere,
    { toast: null, effect: { type: 'logout' } },
  ],
  [
    '400 with status error shows the server message',
    api(400, { status: 'error', message: 'Coupon expired' }),
    elsewhere,
    error('Coupon expired'),
  ],
  [
    '400 without an envelope is "Something went wrong"',
    api(400, 'Bad Request'),
    elsewhere,
    error(errorMessages.somethingWentWrong),
  ],
  [
    '429 with a server message shows it',
    api(429, { status: 'error', message: 'Slow down' }),
    elsewhere,
    error('Slow down'),
  ],
  [
    '429 without a message shows server issues',
    api(429),
    elsewhere,
    error(errorMessages.serverIssues),
  ],
  [
    '403 with a server message shows it',
    api(403, { status: 'error', message: 'Owners only' }),
    elsewhere,
    error('Owners only'),
  ],
  [
    '403 without a message shows access denied',
    api(403),
    elsewhere,
    error(errorMessages.accessDenied),
  ],
  [
    '403 on the orders list is suppressed',
    api(403, { status: 'error', message: 'No' }),
    ordersList,
    silent,
  ],
  [
    '403 under the orders list not ending in digits is suppressed',
    api(403),
    `${ordersList}/drafts`,
    silent,
  ],
  [
    '403 on an order address ending in digits is shown',
    api(403),
    `${ordersList}/42`,
    error(errorMessages.accessDenied),
  ],
  [
    '404 shows server issues',
    api(404, { status: 'error', message: 'Not found' }),
    elsewhere,
    error(errorMessages.serverIssues),
  ],
  [
    '500 shows server issues',
    api(500, { status: 'error', message: 'Boom' }),
    elsewhere,
    error(errorMessages.serverIssues),
  ],
  ['502 shows server issues', api(502), elsewhere, error(errorMessages.serverIssues)],
  ['503 shows server issues', api(503), elsewhere, error(errorMessages.serverIssues)],
  ['504 shows connection problems', api(504), elsewhere, error(errorMessages.connectionProblems)],
  [
    'a network failure shows connection problems',
    new NetworkError('/v1/init', new TypeError('Failed to fetch')),
    elsewhere,
    error(errorMessages.connectionProblems),
  ],
  [
    '422 is silent (errors go on the fields)',
    api(422, { status: 'error', errors: { email: ['Taken'] } }),
    elsewhere,
    silent,
  ],
  [
    '412 without a redirect is silent',
    api(412, { status: 'error', message: 'Verify first' }),
    elsewhere,
    silent,
  ],
  [
    '412 with a redirect navigates there, no toast',
    api(412, { status: 'error', message: 'Go', redirectUrl: '/order-now' }),
    elsewhere,
    { toast: null, effect: { type: 'redirect', url: '/order-now' } },
  ],
  [
    'data.data.message is an error toast',
    api(409, { data: { message: 'Order is locked' } }),
    elsewhere,
    error('Order is locked'),
  ],
  [
    'status warning with a message is a warning toast',
    api(409, { status: 'warning', message: 'Almost full' }),
    elsewhere,
    { toast: { kind: 'warning', message: 'Almost full' }, effect: null },
  ],
  [
    'status error with a message is an error toast',
    api(409, { status: 'error', message: 'Conflict' }),
    elsewhere,
    error('Conflict'),
  ],
  [
    'a flash message is a toast of its type',
    api(409, { flashMessage: { type: 'info', message: 'Already sent' } }),
    elsewhere,
    { toast: { kind: 'info', message: 'Already sent' }, effect: null },
  ],
  [
    'any other answer is "Something went wrong"',
    api(409),
    elsewhere,
    error(errorMessages.somethingWentWrong),
  ],
  ['a cancelled request (AbortError) is silent', abortError(), elsewhere, silent],
  [
    'unexpected data is "Something went wrong"',
    new UnexpectedDataError({ url: '/v1/init', data: {}, issues: [] }),
    elsewhere,
    error(errorMessages.somethingWentWrong),
  ],
  [
    'a programming error is "Something went wrong"',
    new Error('bug'),
    elsewhere,
    error(errorMessages.somethingWentWrong),
  ],
];

describe('error catalogue (§8)', () => {
  it.each(rows)('%s', (_situation, thrown, pathname, expected) => {
    expect(describeError(thrown, { pathname, ordersListPath: ordersList })).toEqual(expected);
  });
});
