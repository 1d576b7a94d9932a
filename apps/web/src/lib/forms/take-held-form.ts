import type { THeldForm, THeldFormNote } from './held-forms';

/** held-forms.ts's `heldFormNoteKey`, copied so the app's forms do not import boot's module. */
export const takenFormNoteKey = '__deckhandHeldForm';

/** held-forms.ts's `enterSeparatesAttribute`, copied for the same reason: for a chip input. */
export const enterEndsEntryAttribute = 'data-enter-separates';

/**
 * What was typed into this form on the server's HTML before the page was live (held-forms.ts),
 * once; null when nothing was. From then on the form is the app's: its sending is not held.
 */
export function takeHeldForm(form: HTMLFormElement): THeldForm | null {
  const record = form as unknown as Record<string, THeldFormNote | undefined>;
  const note = record[takenFormNoteKey];
  record[takenFormNoteKey] = { released: true };
  return note && !('released' in note) ? note : null;
}

/**
 * The text typed into this field before the page was live, once, taken out of its form's note;
 * null when nothing was. For a field whose form value is not its text (a chip input's entries):
 * it reads the text itself, in its first effect, which runs before its form takes the rest.
 */
export function takeHeldField(field: HTMLInputElement): string | null {
  const form = field.form;
  if (!form || !field.name) return null;
  const note = (form as unknown as Record<string, THeldFormNote | undefined>)[takenFormNoteKey];
  if (!note || 'released' in note) return null;
  const held = note.fields.find(([name]) => name === field.name);
  note.fields = note.fields.filter(([name]) => name !== field.name);
  return typeof held?.[1] === 'string' ? held[1] : null;
}
