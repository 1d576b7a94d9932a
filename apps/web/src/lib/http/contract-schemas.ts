/**
 * The contract's schemas, which check every answer (§7): loaded with the first answer to check,
 * not with the first page (`load-schemas.ts`). The browser's build gives this module copies of
 * the contract's modules of its own (build-tools/contract-schemas-copy.ts), so that zod and the
 * schemas are not part of the code every page downloads first.
 */
// First: zod must not compile parsers here (zod-setup.ts).
import './zod-setup';

export * from '@deckhand/contract';
