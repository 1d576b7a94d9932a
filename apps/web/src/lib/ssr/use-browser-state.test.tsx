import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The hook as a page that hydrates sees it: the module is read while #root holds the server's
 * HTML (it decides then that the first render hydrates).
 */
async function importWhileHydrating(html: string) {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.innerHTML = html;
  vi.resetModules();
  const module = await import('./use-browser-state');
  return { root, ...module };
}

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('useBrowserState while a page hydrates', () => {
  it('starts from the server’s value, then takes the browser’s; the same list read again renders nothing more', async () => {
    const stored = { visited: [] as string[], zone: 'Europe/Paris' };
    const renders = { visited: 0, zone: 0 };
    const page = (hook: typeof import('./use-browser-state').useBrowserState) => {
      function Visited() {
        const [visited] = hook(() => [...stored.visited], [] as string[]);
        renders.visited += 1;
        return <p>Visited: {visited.join(', ') || 'none'}</p>;
      }
      function Zone() {
        const [zone] = hook(() => stored.zone, 'UTC');
        renders.zone += 1;
        return <p>Zone: {zone}</p>;
      }
      return (
        <>
          <Visited />
          <Zone />
        </>
      );
    };
    // The server's HTML: each state at its server value.
    const onServer = (<T,>(_read: () => T, serverValue: T) => [serverValue, () => {}]) as never;
    const html = renderToString(page(onServer));
    expect(html).toContain('UTC');
    renders.visited = 0;
    renders.zone = 0;

    const { root, useBrowserState, markHydrated } = await importWhileHydrating(html);
    await act(async () => {
      render(page(useBrowserState), { container: root, hydrate: true });
    });
    markHydrated();
    expect(await screen.findByText('Zone: Europe/Paris')).toBeInTheDocument();
    expect(screen.getByText('Visited: none')).toBeInTheDocument();
    // The zone differed: rendered again with it. The list was as the server's: rendered once.
    expect(renders).toEqual({ visited: 1, zone: 2 });
  });
});
