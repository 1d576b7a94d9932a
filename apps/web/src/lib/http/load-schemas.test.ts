import { describe, expect, it } from 'vitest';
import { checkWithSchema, loadSchemas } from './load-schemas';

describe('the contract schemas loaded on demand', () => {
  it('checks data by the schema it names, as zod does', async () => {
    const saved = await checkWithSchema('ZNotification', { type: 'success', message: 'Saved.' });
    expect(saved).toMatchObject({ success: true, data: { type: 'success', message: 'Saved.' } });

    const broken = await checkWithSchema('ZNotification', { type: 'maybe', message: 'Saved.' });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]?.path).toEqual(['type']);
  });

  it('loads the schemas once, however many answers ask at once', async () => {
    const [first, second] = await Promise.all([loadSchemas(), loadSchemas()]);
    expect(first).toBe(second);
    expect(first.ZEmptyBody.safeParse(null).success).toBe(true);
  });
});
