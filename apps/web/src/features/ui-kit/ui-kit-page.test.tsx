import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalManagerProvider } from '@/lib/modals/modal-manager-provider';
import { renderToHtml, renderWithProviders } from '@/test/render';
import { ButtonsSection } from './components/buttons-section';
import { DialogsSection } from './components/dialogs-section';
import { FieldStatesSection } from './components/field-states-section';
import { FormControlsSection } from './components/form-controls-section';
import { LayoutSection } from './components/layout-section';
import { ListsTablesSection } from './components/lists-tables-section';
import { OrdersSection } from './components/orders-section';
import { PageStructureSection } from './components/page-structure-section';
import { StatusFeedbackSection } from './components/status-feedback-section';
import { ToastsSection } from './components/toasts-section';
import { TypographySection } from './components/typography-section';
import { WidgetsSection } from './components/widgets-section';
import { UiKitPage } from './routes/ui-kit-page';

/** The page's sections in order, by their h2. */
const sections: [title: string, Section: ComponentType][] = [
  ['Type scale', TypographySection],
  ['Buttons', ButtonsSection],
  ['Toasts', ToastsSection],
  ['Dialogs', DialogsSection],
  ['Form controls', FormControlsSection],
  ['Widgets', WidgetsSection],
  ['Field states', FieldStatesSection],
  ['Status and feedback', StatusFeedbackSection],
  ['Lists and tables', ListsTablesSection],
  ['Orders', OrdersSection],
  ['Page structure', PageStructureSection],
  ['Cards and spacing', LayoutSection],
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

const headingLevels = (headings: Element[]) =>
  headings.map((heading) => Number(heading.tagName.slice(1)));

/** Each level at most one deeper than the heading before it (`start` is the level above). */
function expectNoSkippedLevel(levels: number[], start: number) {
  levels.forEach((level, index) => {
    expect(level - (levels[index - 1] ?? start)).toBeLessThanOrEqual(1);
  });
}

/**
 * The kit renders a few hundred widgets: the page as a whole is checked on the server (cheap, no
 * accessibility tree), each section on its own in the browser's DOM, one test each.
 */
describe('UI kit page', () => {
  it('renders every section on the server under the one h1, headings never skipping a level, without an alert', () => {
    const html = renderToHtml(
      <ModalManagerProvider>
        <UiKitPage />
      </ModalManagerProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const headings = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    const titles = headings.filter((heading) => heading.tagName === 'H2');
    expect(titles.map((heading) => heading.textContent)).toEqual(sections.map(([title]) => title));
    const levels = headingLevels(headings);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expectNoSkippedLevel(levels, 0);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it.each(sections)(
    '%s: opens without an alert, every control has a name, headings in order',
    (title, Section) => {
      const { container } = renderWithProviders(<Section />);
      const section = within(container);
      const headings = section.getAllByRole('heading');
      expect(headings[0]).toHaveTextContent(title);
      expect(headings[0]?.tagName).toBe('H2');
      const levels = headingLevels(headings);
      expect(levels.every((level) => level >= 2)).toBe(true);
      expectNoSkippedLevel(levels, 1);
      expect(screen.queryAllByRole('alert')).toEqual([]);
      for (const role of controlRoles) {
        for (const control of section.queryAllByRole(role)) {
          expect(control).toHaveAccessibleName();
        }
      }
    },
  );
});
