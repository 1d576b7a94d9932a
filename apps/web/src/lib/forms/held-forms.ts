/**
 * Forms filled on the server's HTML before it is live. Until the app has hydrated the page, a form
 * has no handler: sent, the browser would post it to the page and everything typed would be lost
 * (a password manager fills and sends at once; a phone on a slow network shows the form seconds
 * before the app runs), and hydration itself resets what was typed. So, until the page is live
 * (`data-app="ready"` or `data-static-page="ready"` on <html>), what is typed into a `method=post`
 * form is noted on the form element (which hydration keeps) and sending it is held. The app's
 * forms (useContractForm) take the note when they mount (take-held-form.ts): the values go back
 * into the form, and a held send is sent again, through the app. Only boot.ts imports this, before
 * the app loads: it must stay free of imports (docs/rendering.md).
 */

/** What was typed into a form: each named field's value, a checkbox's checked state. */
export type THeldForm = { fields: [name: string, value: string | boolean][]; submitted: boolean };

/**
 * Marks a text field where Enter ends an entry instead of sending the form (a chip input: the
 * typed address becomes a chip). Before the page is live, Enter there adds a separator to the
 * field's text, which the field reads back into its entries once the app runs (takeHeldField).
 */
export const enterSeparatesAttribute = 'data-enter-separates';

/** The note on a form: what was typed, or that the app has taken the form over. */
export type THeldFormNote = THeldForm | { released: true };
type TNote = THeldFormNote;

/**
 * The expando on the form element that carries the note to the app. take-held-form.ts reads it
 * with its own copy of the name: importing this file there would make boot.ts, which must run
 * at once, wait for a chunk shared with the app's forms (held-forms.test.ts checks both agree).
 */
export const heldFormNoteKey = '__deckhandHeldForm';
const noteKey = heldFormNoteKey;

const readNote = (form: HTMLFormElement): TNote | undefined =>
  (form as unknown as Record<string, TNote | undefined>)[noteKey];
const writeNote = (form: HTMLFormElement, note: TNote) => {
  (form as unknown as Record<string, TNote>)[noteKey] = note;
};

const isLive = (root: HTMLElement) =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';
/**
 * A part of a live page whose code has not arrived (lib/ssr/lazy-part.tsx; the selector is
 * repeated here): its forms are the server's HTML until it is, so they are held too.
 */
export const pendingPart = '[data-part="pending"]';
/** Whether what is done in `form` is held: the page is not live, or the form's part is not. */
const isHeldAt = (root: HTMLElement, form: Element) =>
  !isLive(root) || form.closest(pendingPart) !== null;
/**
 * The page will not go live: its scripts failed (`data-scripts="failed"`, set by boot.ts through
 * app/rendering/scripts-failed.ts). Holding stops; a sign-in or sign-up form (`data-page-form`,
 * which the server handles without the app) whose sending was held is sent by the browser.
 */
const hasFailed = (root: HTMLElement) => root.dataset.scripts === 'failed';

const isHeldForm = (form: Element | null | undefined): form is HTMLFormElement =>
  form instanceof HTMLFormElement && form.method.toLowerCase() === 'post';

function readFields(form: HTMLFormElement): THeldForm['fields'] {
  const fields: THeldForm['fields'] = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && ['submit', 'button', 'file'].includes(element.type))
      continue;
    const isCheck =
      element instanceof HTMLInputElement &&
      (element.type === 'checkbox' || element.type === 'radio');
    if (isCheck && element.type === 'radio' && !element.checked) continue;
    fields.push([
      element.name,
      isCheck && element.type === 'checkbox' ? element.checked : element.value,
    ]);
  }
  return fields;
}

/**
 * Notes typing into post forms and holds their sending until the page is live, or, in a part that
 * goes live later (a lazy part), until that part is.
 */
export function holdFormsUntilLive(doc: Document = document): void {
  const root = doc.documentElement;
  if (isLive(root)) return;
  const note = (form: HTMLFormElement, submitted: boolean) => {
    const before = readNote(form);
    if (before && 'released' in before) return;
    writeNote(form, {
      fields: readFields(form),
      submitted: submitted || before?.submitted === true,
    });
  };
  const onInput = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target?.closest('form');
    if (isHeldForm(form) && isHeldAt(root, form)) note(form, false);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!isHeldForm(form as Element) || hasFailed(root)) return;
    if (!isHeldAt(root, form as HTMLFormElement)) return;
    const before = readNote(form as HTMLFormElement);
    if (before && 'released' in before) return;
    event.preventDefault();
    note(form as HTMLFormElement, true);
  };
  // Enter in a field where it ends an entry: the bare HTML would send the form (its submit
  // button's click is held), and the entry would run into the next one typed.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.hasAttribute(enterSeparatesAttribute))
      return;
    const form = field.form;
    if (!isHeldForm(form) || !isHeldAt(root, form)) return;
    event.preventDefault();
    if (field.value.trim() !== '' && !/[\s,;]$/.test(field.value)) field.value += ', ';
    note(form, false);
  };
  const stop = () => {
    const isFailed = hasFailed(root);
    // Done once the page is live and no part of it is waiting for its code.
    if (!isFailed && (!isLive(root) || doc.querySelector(pendingPart))) return;
    observer.disconnect();
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onInput, true);
    doc.removeEventListener('submit', onSubmit, true);
    if (!isFailed) return;
    for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>('form[data-page-form]'))) {
      const before = readNote(form);
      if (before && 'submitted' in before && before.submitted) form.requestSubmit();
    }
  };
  const observer = new MutationObserver(stop);
  // The page's state on <html>, and a part's (data-part) anywhere in it.
  observer.observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-app', 'data-static-page', 'data-scripts', 'data-part'],
  });
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
}
