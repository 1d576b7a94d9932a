import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkBrand } from './check-brand.ts';

const demoAsset = (name: string) =>
  readFile(new URL(`../../../../assets/demo/${name}`, import.meta.url));

describe('what a template allows', () => {
  it('counts the fonts its own sample slides set as the template’s: the template checked against itself finds nothing', async () => {
    // The demo's "Northwind corporate" sets Arial directly on its slides; its theme says Calibri.
    const template = await demoAsset('northwind-corporate.pptx');
    const result = checkBrand({
      deck: template,
      template,
      settings: { brandColours: [], rules: [] },
    });
    expect(result).toMatchObject({ status: 'checked', findings: [] });
    // Another deck's Arial runs pass for the same reason; its off-palette colours do not.
    const pitch = checkBrand({
      deck: await demoAsset('northwind-pitch.pptx'),
      template,
      settings: { brandColours: [], rules: [] },
    });
    expect(pitch.status === 'checked' && pitch.findings.map((finding) => finding.kind)).toEqual(
      Array.from({ length: 6 }, () => 'colour'),
    );
  });
});
