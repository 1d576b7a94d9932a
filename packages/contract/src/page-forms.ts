import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { ZFieldErrors } from './errors.ts';
import { pagePaths } from './page-paths.ts';

/**
 * The server-rendered forms that work without JavaScript (issue 33, docs/rendering.md): the
 * page's `<form method="post">` is sent to its own address, and the server hands the fields to
 * the API's endpoint as JSON, as the app would. A success follows the answer's `redirectUrl`, or
 * goes to `next`; a refusal renders the page again with the messages on the fields and the
 * fields in `keep` filled in (never a password).
 */
export const pageForms = {
  login: {
    page: pagePaths.login,
    endpoint: endpoints.users.login,
    /** The form's fields: the API's messages for them land on them, the others above the form. */
    fields: ['email', 'password', 'remember'],
    /** Checkboxes: sent as 'on' when ticked, absent otherwise. */
    checkboxes: ['remember'],
    keep: ['email', 'remember'],
    next: pagePaths.profile,
  },
  signup: {
    page: pagePaths.signup,
    endpoint: endpoints.users.register,
    fields: ['fullName', 'email', 'password', 'receiveOffers'],
    checkboxes: ['receiveOffers'],
    keep: ['fullName', 'email', 'receiveOffers'],
    next: pagePaths.profile,
  },
} as const satisfies Record<string, TPageFormDefinition>;

export type TPageFormDefinition = {
  page: string;
  endpoint: string;
  fields: readonly string[];
  checkboxes: readonly string[];
  keep: readonly string[];
  next: string;
};

export type TPageFormName = keyof typeof pageForms;

/**
 * A page form the server refused: which form, what it kept of the fields, and the API's
 * messages (on fields, or for the whole form). The page renders it; the app takes it over.
 */
export const ZPostedForm = z.object({
  form: z.enum(Object.keys(pageForms) as [TPageFormName, ...TPageFormName[]]),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  fieldErrors: ZFieldErrors,
  messages: z.array(z.string()),
});
export type TPostedForm = z.infer<typeof ZPostedForm>;

/** The page form posted to `path`, if one is. */
export function findPageForm(
  path: string,
): { name: TPageFormName; definition: TPageFormDefinition } | null {
  for (const [name, definition] of Object.entries(pageForms)) {
    if (definition.page === path) return { name: name as TPageFormName, definition };
  }
  return null;
}

/**
 * The fields of a posted form as the endpoint's JSON body: text as sent, a checkbox as whether it
 * was sent. A field sent twice keeps its first value.
 */
export function toPageFormBody(
  definition: TPageFormDefinition,
  fields: URLSearchParams,
): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [name, value] of fields) {
    if (name in body || definition.checkboxes.includes(name)) continue;
    body[name] = value;
  }
  for (const name of definition.checkboxes) body[name] = fields.has(name);
  return body;
}

/** What a refused form shows again: the `keep` fields only (never a password). */
export function keptPageFormValues(
  definition: TPageFormDefinition,
  body: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const name of definition.keep) {
    const value = body[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}
