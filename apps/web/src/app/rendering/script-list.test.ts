import { describe, expect, it } from 'vitest';
import { createPageAssetFinder, renderAssetLinks, type TBuildManifest } from './page-assets';
import { appScriptsId, pageScriptsId, readScriptList, serializeScriptList } from './script-list';

const readFrom = (html: string, id: string) => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = html;
  return readScriptList(id, doc);
};

describe('script lists in the page', () => {
  it('reads back what the server wrote', () => {
    const html = serializeScriptList(appScriptsId, {
      entry: '/assets/app-1.js',
      scripts: ['/assets/app-1.js', '/assets/framework-2.js'],
    });
    expect(readFrom(html, appScriptsId)).toEqual({
      entry: '/assets/app-1.js',
      scripts: ['/assets/app-1.js', '/assets/framework-2.js'],
    });
  });

  it("reads the parts' chunks beside the page's, and leaves them out when there are none", () => {
    const html = serializeScriptList(pageScriptsId, {
      scripts: ['/assets/team-page-1.js'],
      parts: ['/assets/invite-card-2.js', 'https://evil.example/x.js'],
    });
    expect(readFrom(html, pageScriptsId)).toEqual({
      scripts: ['/assets/team-page-1.js'],
      parts: ['/assets/invite-card-2.js'],
    });
    const without = serializeScriptList(pageScriptsId, { scripts: ['/a.js'], parts: [] });
    expect(without).not.toContain('parts');
    expect(readFrom(without, pageScriptsId)).not.toHaveProperty('parts');
  });

  it('keeps a list data, not markup: `<` cannot close the element', () => {
    const html = serializeScriptList(pageScriptsId, { scripts: ['/assets/</script><b>x.js'] });
    expect(html).not.toContain('</script><b>');
    expect(readFrom(html, pageScriptsId).scripts).toEqual(['/assets/</script><b>x.js']);
  });

  it('ignores a missing or broken list, and any address that is not a path of this site', () => {
    expect(readFrom('', pageScriptsId)).toEqual({ scripts: [] });
    expect(
      readFrom(
        `<script type="application/json" id="${pageScriptsId}">{not json</script>`,
        pageScriptsId,
      ),
    ).toEqual({ scripts: [] });
    const list = readFrom(
      serializeScriptList(appScriptsId, {
        entry: 'https://evil.example/app.js',
        scripts: ['https://evil.example/x.js', '/assets/ok.js', 7 as unknown as string],
      }),
      appScriptsId,
    );
    expect(list).toEqual({ entry: undefined, scripts: ['/assets/ok.js'] });
  });
});

describe("a page's assets", () => {
  const manifest: TBuildManifest = {
    'index.html': { file: 'assets/index-0.js', isEntry: true },
    'src/app/app-entry.ts': {
      file: 'assets/app-1.js',
      isEntry: true,
      imports: ['_framework.js'],
      css: ['assets/app-1.css'],
    },
    '_framework.js': { file: 'assets/framework-2.js' },
    'src/features/auth/routes/login-page.tsx': {
      file: 'assets/login-page-3.js',
      imports: ['_framework.js', '_inputs.js'],
      css: ['assets/login-page-3.css'],
    },
    '_inputs.js': { file: 'assets/inputs-4.js', css: ['assets/inputs-4.css'] },
  };

  it("lists the page's own chunks and styles, not the app's: scripts after what they import, styles in the cascade's order", () => {
    const assets = createPageAssetFinder(manifest)(['src/features/auth/routes/login-page.tsx']);
    expect(assets).toEqual({
      scripts: ['/assets/inputs-4.js', '/assets/login-page-3.js'],
      styles: ['/assets/login-page-3.css', '/assets/inputs-4.css'],
    });
  });

  it('links the styles (they style the first paint) and lists the scripts for after it', () => {
    const html = renderAssetLinks({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] });
    expect(html).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        `<script type="application/json" id="${pageScriptsId}">{"scripts":["/assets/a.js"]}</script>`,
    );
    expect(html).not.toContain('modulepreload');
  });
});
