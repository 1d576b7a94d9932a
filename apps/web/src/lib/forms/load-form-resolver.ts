import { loadSchema, type TSchemaName } from '../http/load-schemas';
import { loadOnce } from '../scheduling/load-once';
import { whenIdle } from '../scheduling/when-idle';

/** zod's resolver for react-hook-form, downloaded once: the forms' checks need it and the schemas. */
export const loadFormResolver = loadOnce(() => import('@hookform/resolvers/zod'));

/** What says someone is turning to a form: a pointer over it or pressed in it, a field's focus. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * A form fetches its checks (the resolver and the form's schema, when the contract has it) as
 * soon as someone turns to it, so that the first check, and the errors it shows, seldom wait for
 * a download, and a page whose form is not used builds no zod at all: on a phone, zod and the
 * schemas are long tasks that a tap would wait behind (docs/rendering.md). A form already in use
 * (a field focused before the app ran) fetches at once, one without its element when idle.
 * Returns what stops listening.
 */
export function preloadFormChecksOnIntent(
  form: HTMLFormElement | null,
  schema: TSchemaName | null,
): () => void {
  const preload = () =>
    void Promise.all([loadFormResolver(), schema && loadSchema(schema)]).catch(() => {});
  if (!form) {
    whenIdle(preload);
    return () => {};
  }
  const stop = () => {
    for (const type of intentEvents) form.removeEventListener(type, onIntent, true);
  };
  const onIntent = () => {
    stop();
    preload();
  };
  if (form.contains(document.activeElement)) {
    preload();
    return () => {};
  }
  for (const type of intentEvents) form.addEventListener(type, onIntent, true);
  return stop;
}
