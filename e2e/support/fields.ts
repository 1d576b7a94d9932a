import type { Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The form control labelled exactly `label`. A required field's label also holds Mantine's
 * aria-hidden ' *', which Playwright's label matching reads, so the asterisk is allowed here.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}
