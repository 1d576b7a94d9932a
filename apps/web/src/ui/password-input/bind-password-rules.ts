import type { TPasswordNames } from '@deckhand/contract';
import { getPasswordRules } from './password-rules';
import { ruleStateText } from './rule-state-text';

/**
 * The rules list under a password field (password-rules-list.tsx) on a page without the app (a
 * static page's form, lib/forms/bind-page-forms.ts): as the password, or a name it must not
 * contain, is typed, each rule is checked again and marked met or not (`data-satisfied`, which
 * picks its icon and colour in CSS, and the words a screen reader hears).
 */
export function bindPasswordRules(form: HTMLFormElement, readNames: () => TPasswordNames): void {
  const password = form.querySelector<HTMLInputElement>('input.mantine-PasswordInput-innerInput');
  const list = form.querySelector<HTMLElement>('[data-password-rules]');
  if (!password || !list) return;
  const update = () => {
    const rules = getPasswordRules(password.value, readNames());
    const items = list.querySelectorAll<HTMLElement>('[role="listitem"]');
    rules.forEach((rule, index) => {
      const item = items[index];
      if (!item) return;
      item.dataset.satisfied = String(rule.isSatisfied);
      const state = item.querySelector('[data-rule-state]');
      if (state) state.textContent = ruleStateText(rule.isSatisfied);
    });
  };
  form.addEventListener('input', update);
  update();
}
