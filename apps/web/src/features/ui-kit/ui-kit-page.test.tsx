import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalManagerProvider } from '@/lib/modals/modal-manager-provider';
import { renderApp, renderToHtml } from '@/test/render';
import { UiKitPage } from './routes/ui-kit-page';

const sectionTitles = [
  'Type scale',
  'Buttons',
  'Toasts',
  'Dialogs',
  'Form controls',
  'Widgets',
  'Field states',
  'Status and feedback',
  'Lists and tables',
  'Orders',
  'Page structure',
  'Cards and spacing',
];

const controlRoles = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'tab',
] as const;

async function renderKit() {
  const view = renderApp({ route: '/ui-kit' });
  await screen.findByRole('heading', { level: 1, name: 'UI kit' }, { timeout: 5000 });
  return { ...view, main: screen.getByRole('main') };
}

/** The whole kit renders a few hundred widgets: slow on a busy machine. */
describe('UI kit page', { timeout: 20000 }, () => {
  it('shows every section under the one h1, headings never skipping a level', async () => {
    const { main } = await renderKit();
    const headings = within(main).getAllByRole('heading');
    const sections = headings.filter((heading) => heading.tagName === 'H2');
    expect(sections.map((heading) => heading.textContent)).toEqual(sectionTitles);
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it('opens without an alert, and every control has a name', async () => {
    const { main } = await renderKit();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    for (const role of controlRoles) {
      for (const control of within(main).queryAllByRole(role)) {
        expect(control).toHaveAccessibleName();
      }
    }
  });

  it('renders on the server, without an alert', () => {
    const html = renderToHtml(
      <ModalManagerProvider>
        <UiKitPage />
      </ModalManagerProvider>,
    );
    for (const title of sectionTitles) expect(html).toContain(`>${title}</h2>`);
    expect(html).not.toContain('role="alert"');
  });
});
