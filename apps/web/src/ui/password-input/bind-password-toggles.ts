/**
 * The show/hide buttons of the password fields in `root`, on a page without the app (a static
 * page's form, lib/forms/bind-page-forms.ts): a press shows the password as text and the button
 * says so (`aria-pressed`, which also picks its icon, password-toggle-icons.tsx), as Mantine's
 * PasswordInput does in the app.
 */
export function bindPasswordToggles(root: ParentNode): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>(
    '.mantine-PasswordInput-visibilityToggle',
  );
  for (const button of Array.from(buttons)) {
    const input = button
      .closest('.mantine-PasswordInput-root')
      ?.querySelector<HTMLInputElement>('input.mantine-PasswordInput-innerInput');
    if (!input) continue;
    button.addEventListener('click', () => {
      const isShown = input.type === 'password';
      input.type = isShown ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(isShown));
    });
  }
}
