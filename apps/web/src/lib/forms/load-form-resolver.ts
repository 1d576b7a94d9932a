import { loadSchema, type TSchemaName } from '../http/load-schemas';
import { loadOnce } from '../scheduling/load-once';
import { whenIdle } from '../scheduling/when-idle';

/** zod's resolver for react-hook-form, downloaded once: the forms' checks need it and the schemas. */
export const loadFormResolver = loadOnce(() => import('@hookform/resolvers/zod'));

/**
 * A page with a form fetches its checks (the resolver and the form's schema, when the contract
 * has it) once the browser is idle, so that the first check, and the errors it shows, do not wait
 * for a download.
 */
export function preloadFormChecksWhenIdle(schema: TSchemaName | null): void {
  whenIdle(
    () => void Promise.all([loadFormResolver(), schema && loadSchema(schema)]).catch(() => {}),
  );
}
