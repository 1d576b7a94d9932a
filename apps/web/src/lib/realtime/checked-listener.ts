import { checkWithSchema, type TSchemaName, type TSchemaOutput } from '@/lib/http/load-schemas';

/**
 * A realtime event's listener that passes on only what the contract's schema `name` accepts, once
 * the schemas have loaded (load-schemas.ts). Events keep their order: each waits for the same
 * download, then is checked at once. An event that does not fit, or arrives while the schemas
 * cannot be downloaded, is dropped: the page still shows what it loaded.
 */
export function checkedListener<N extends TSchemaName>(
  name: N,
  handle: (event: TSchemaOutput<N>) => void,
): (payload: unknown) => void {
  return (payload) => {
    checkWithSchema(name, payload).then(
      (result) => {
        if (result.success) handle(result.data);
      },
      () => undefined,
    );
  };
}
