import type { THeldForm, THeldFormNote } from './held-forms';

/** held-forms.ts's `heldFormNoteKey`, copied so the app's forms do not import boot's module. */
export const takenFormNoteKey = '__deckhandHeldForm';

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
