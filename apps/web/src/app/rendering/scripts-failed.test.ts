import { describe, expect, it, vi } from 'vitest';
import { markScriptsFailed, scriptsFailedValue } from './scripts-failed';

/** A page as the server sends it: the hidden notice (new-version/scripts-failed-notice.tsx). */
function serverPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <div hidden data-scripts-failed>
      <div role="alert">This page did not finish loading <button data-reload>Reload</button></div>
    </div>`;
  const notice = doc.querySelector<HTMLElement>('[data-scripts-failed]');
  if (!notice) throw new Error('no notice');
  return { doc, notice };
}

describe('a page whose scripts failed', () => {
  it('is marked, shows the notice, and its Reload button reloads', () => {
    const { doc, notice } = serverPage();
    const reload = vi.fn();
    Object.defineProperty(doc, 'defaultView', { value: { location: { reload } } });
    markScriptsFailed(doc);
    expect(doc.documentElement.dataset.scripts).toBe(scriptsFailedValue);
    expect(notice.hidden).toBe(false);
    doc.querySelector<HTMLElement>('[data-reload]')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a live page alone (a chunk the app loads later is the app’s to handle)', () => {
    const { doc, notice } = serverPage();
    doc.documentElement.dataset.app = 'ready';
    markScriptsFailed(doc);
    expect(doc.documentElement.dataset.scripts).toBeUndefined();
    expect(notice.hidden).toBe(true);
  });

  it('matches the value held clicks and held forms look for', async () => {
    // Both repeat the value (they must stay free of imports): a change here must reach them.
    const sources = await Promise.all(
      ['./held-clicks.ts', '../../lib/forms/held-forms.ts'].map(async (file) => {
        const { readFile } = await import('node:fs/promises');
        return readFile(new URL(file, import.meta.url), 'utf8');
      }),
    );
    for (const source of sources) {
      expect(source).toContain(`root.dataset.scripts === '${scriptsFailedValue}'`);
    }
  });
});
