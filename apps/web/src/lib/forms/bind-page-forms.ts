import { bindPasswordRules } from '@/ui/password-input/bind-password-rules';
import { bindPasswordToggles } from '@/ui/password-input/bind-password-toggles';
import { loadSchema } from '../http/load-schemas';
import { hasFieldError, setFieldError } from './field-error-dom';
import { findPageFormRules, type TPageFormRules } from './page-form-schemas';
import { scrollToFirstError } from './scroll-to-first-error';
import { takeHeldForm } from './take-held-form';

/**
 * The page forms of a static page (docs/rendering.md, "Static pages"): the server's HTML of the
 * log-in form, say, which the browser sends itself and the server carries out (pageForms,
 * page-form-posts.ts). This adds what the app's form does in the browser (useContractForm, §5.1):
 * each field is checked with the contract's schema once it has been left and then as it is
 * typed in, the messages under the fields; a form with a wrong field is not sent, its first
 * wrong field comes into view; a form being sent is sent once, its button disabled; a password's
 * show/hide button and rules list work. The server checks again and answers with the same
 * messages. The schemas (and zod) load once a field of the form is first entered, not with the
 * page: a form sent before they have loaded is checked by the server alone, as without
 * JavaScript.
 */
/** What a schema's check answers, as far as the form reads it. */
type TCheckResult = {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

export function bindPageForms(root: ParentNode = document): void {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>('form[data-page-form]'))) {
    const rules = findPageFormRules(form.dataset.pageForm);
    if (rules) bindPageForm(form, rules);
  }
}

function bindPageForm(form: HTMLFormElement, { fields, checkboxes, schema }: TPageFormRules): void {
  const inputOf = (field: string) => {
    const element = form.elements.namedItem(field);
    return element instanceof HTMLInputElement ? element : null;
  };
  const readValues = () =>
    Object.fromEntries(
      fields.map((field) => {
        const input = inputOf(field);
        return [field, checkboxes.includes(field) ? input?.checked === true : (input?.value ?? '')];
      }),
    );
  let checker: { safeParse: (values: unknown) => TCheckResult } | null = null;
  // The schema downloads once (a failed download is tried again at the next call).
  const loadChecker = () =>
    loadSchema(schema).then(
      (loaded) => {
        checker = loaded;
      },
      () => {},
    );
  form.addEventListener('focusin', () => void loadChecker());
  /** The first message of each wrong field (none until the schemas have loaded). */
  const check = (): Map<string, string> => {
    const messages = new Map<string, string>();
    if (!checker) return messages;
    const result = checker.safeParse(readValues());
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (!messages.has(field)) messages.set(field, issue.message);
    }
    return messages;
  };
  const show = (field: string, messages: Map<string, string>) => {
    const input = inputOf(field);
    if (input && !checkboxes.includes(field)) setFieldError(input, messages.get(field) ?? null);
  };
  const fieldOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && fields.includes(target.name) ? target.name : null;

  // A field the server answered with a message is checked again as it is changed.
  const touched = new Set(
    fields.filter((field) => {
      const input = inputOf(field);
      return input !== null && hasFieldError(input);
    }),
  );
  let isSending = false;
  form.addEventListener('focusout', (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    touched.add(field);
    if (checker) show(field, check());
    else void loadChecker().then(() => show(field, check()));
  });
  form.addEventListener('input', (event) => {
    const field = fieldOf(event.target);
    if (field && touched.has(field)) show(field, check());
  });
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const setSending = (sending: boolean) => {
    isSending = sending;
    if (!submitButton) return;
    submitButton.disabled = sending;
    submitButton.toggleAttribute('data-disabled', sending);
  };
  form.addEventListener('submit', (event) => {
    if (isSending) return event.preventDefault();
    const messages = check();
    if (messages.size === 0) return setSending(true);
    event.preventDefault();
    for (const field of fields) {
      touched.add(field);
      show(field, messages);
    }
    scrollToFirstError(form);
  });
  // Back to this page from the next (the browser's back-forward cache): it can be sent again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setSending(false);
  });
  bindPasswordToggles(form);
  // The sign-up form's rules list: a password may not contain the name or the address (§5.1).
  bindPasswordRules(form, () => ({
    fullName: inputOf('fullName')?.value,
    email: inputOf('email')?.value,
  }));
  // Typed and sent before this ran (held-forms.ts): the values are in the fields; sent now.
  if (takeHeldForm(form)?.submitted) form.requestSubmit();
}
