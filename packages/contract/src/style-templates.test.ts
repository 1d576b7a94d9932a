import { describe, expect, it } from 'vitest';
import {
  getBrandRuleLimitRange,
  styleTemplateMessages,
  ZBrandSettingsRequest,
} from './style-templates.ts';

describe('a style template’s brand settings', () => {
  it('reads each rule’s bounds from the brand check’s own schema', () => {
    expect(getBrandRuleLimitRange('maxBullets')).toEqual({ min: 1, max: 50 });
    expect(getBrandRuleLimitRange('minImageDpi')).toEqual({ min: 30, max: 1200 });
    expect(getBrandRuleLimitRange('minTextPoints')).toEqual({ min: 4, max: 96 });
    expect(getBrandRuleLimitRange('requireTitle')).toBeNull();
  });

  it('keeps colours as #RRGGBB, each once, and a rule kind at most once', () => {
    expect(
      ZBrandSettingsRequest.parse({ brandColours: ['#1f4e79', '#1F4E79', '#abcdef'] }),
    ).toEqual({ brandColours: ['#1F4E79', '#ABCDEF'], rules: [] });
    const twice = ZBrandSettingsRequest.safeParse({
      rules: [
        { kind: 'minTextPoints', limit: 10 },
        { kind: 'minTextPoints', limit: 12 },
      ],
    });
    expect(twice.error?.issues).toMatchObject([
      { path: ['rules'], message: styleTemplateMessages.ruleRepeated },
    ]);
  });
});
