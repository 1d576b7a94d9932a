import { describe, expect, it } from 'vitest';
import { createPageAssetFinder, renderAssetLinks, staticPageEntry } from './page-assets';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/app-entry.ts': {
    file: 'assets/app-1.js',
    isEntry: true,
    imports: ['_framework.js', '_plain-dom.js'],
  },
  [staticPageEntry]: { file: 'assets/static-1.js', isEntry: true, imports: ['_plain-dom.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_plain-dom.js': { file: 'assets/plain-dom-1.js' },
  'src/features/site/routes/content-page.tsx': {
    file: 'assets/content-page-1.js',
    imports: ['_framework.js'],
    css: ['assets/content-page-1.css'],
  },
  'src/features/auth/routes/login-page.tsx': {
    file: 'assets/login-page-1.js',
    imports: ['_framework.js', '_forms.js'],
  },
  '_forms.js': { file: 'assets/forms-1.js', css: ['assets/forms-1.css'] },
  'src/lib/forms/bind-page-forms.ts': {
    file: 'assets/bind-page-forms-1.js',
    isDynamicEntry: true,
    imports: ['_plain-dom.js', '_zod.js'],
  },
  '_zod.js': { file: 'assets/zod-1.js' },
  'src/features/team/components/invite-card.tsx': {
    file: 'assets/invite-card-1.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_forms.js', '_chip-input.js'],
  },
  '_chip-input.js': { file: 'assets/chip-input-1.js', css: ['assets/chip-input-1.css'] },
};

describe("a page's assets (docs/rendering.md)", () => {
  const find = createPageAssetFinder(manifest);

  it("lists an app page's chunks (each after those it imports) and styles, minus what the entries bring", () => {
    expect(find(['src/features/auth/routes/login-page.tsx'])).toEqual({
      scripts: ['/assets/forms-1.js', '/assets/login-page-1.js'],
      styles: ['/assets/forms-1.css'],
    });
  });

  it("gives a static page its styles and the static entry's scripts instead of the app", () => {
    const assets = find(['src/features/site/routes/content-page.tsx'], { isStatic: true });
    expect(assets).toEqual({
      entry: '/assets/static-1.js',
      scripts: ['/assets/plain-dom-1.js', '/assets/static-1.js'],
      styles: ['/assets/content-page-1.css'],
    });
    expect(renderAssetLinks(assets)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/content-page-1.css">' +
        '<script type="application/json" id="deckhand-page-scripts">' +
        '{"entry":"/assets/static-1.js","scripts":["/assets/plain-dom-1.js","/assets/static-1.js"]}</script>',
    );
  });

  it("adds a static page's own live parts (staticModules) to its scripts, each chunk once", () => {
    const assets = find(['src/features/auth/routes/login-page.tsx'], {
      isStatic: true,
      staticModules: ['src/lib/forms/bind-page-forms.ts'],
    });
    expect(assets).toEqual({
      entry: '/assets/static-1.js',
      scripts: [
        '/assets/plain-dom-1.js',
        '/assets/static-1.js',
        '/assets/zod-1.js',
        '/assets/bind-page-forms-1.js',
      ],
      styles: ['/assets/forms-1.css'],
    });
  });

  it("adds the styles of the parts the server rendered (partModules), and their scripts to preload apart from the page's", () => {
    const assets = find(['src/features/auth/routes/login-page.tsx'], {
      partModules: ['src/features/team/components/invite-card.tsx'],
    });
    expect(assets).toEqual({
      scripts: ['/assets/forms-1.js', '/assets/login-page-1.js'],
      styles: ['/assets/forms-1.css', '/assets/chip-input-1.css'],
      // Not the framework (the app's) nor the forms (the page's): only what the part adds.
      partScripts: ['/assets/chip-input-1.js', '/assets/invite-card-1.js'],
    });
    expect(renderAssetLinks(assets)).toContain(
      '{"scripts":["/assets/forms-1.js","/assets/login-page-1.js"],"parts":["/assets/chip-input-1.js","/assets/invite-card-1.js"]}',
    );
  });
});
