import { schemaLoaders } from 'virtual:contract-schema-loaders';
import * as contract from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWithSchema, loadSchema } from './load-schemas';

describe('the contract schemas loaded on demand', () => {
  it('checks data by the schema it names, as zod does', async () => {
    const saved = await checkWithSchema('ZNotification', { type: 'success', message: 'Saved.' });
    expect(saved).toMatchObject({ success: true, data: { type: 'success', message: 'Saved.' } });

    const broken = await checkWithSchema('ZNotification', { type: 'maybe', message: 'Saved.' });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]?.path).toEqual(['type']);
  });

  it('loads a schema once, however many answers ask at once, and it is the contract’s', async () => {
    const [first, second] = await Promise.all([loadSchema('ZEmptyBody'), loadSchema('ZEmptyBody')]);
    expect(first).toBe(second);
    expect(first).toBe(contract.ZEmptyBody);
    expect(first.safeParse(null).success).toBe(true);
  });

  it('knows the file of every schema the contract exports, and nothing else', () => {
    const schemaNames = Object.entries(contract)
      .filter(([, value]) => value instanceof z.ZodType)
      .map(([name]) => name)
      .sort();
    expect(Object.keys(schemaLoaders).sort()).toEqual(schemaNames);
  });

  it('refuses a name the contract does not have', async () => {
    await expect(loadSchema('ZNoSuchSchema' as 'ZEmptyBody')).rejects.toThrow(
      'The contract has no schema named ZNoSuchSchema.',
    );
  });
});
