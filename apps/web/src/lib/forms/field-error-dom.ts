/**
 * A field's error on a page without the app (a static page's form, bind-page-forms.ts): the same
 * markup that Mantine's inputs render for their `error` prop with the house's FormErrors in it,
 * written into the server's HTML and taken out again. `field-error-dom.test.tsx` renders both
 * with React and checks that this file writes exactly that, so the two cannot drift apart.
 */

const marginBottom = '--input-margin-bottom:calc(var(--mantine-spacing-xs) / 2);';
const errorSize =
  '--input-error-size:calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const textStyle =
  '--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm);color:var(--mantine-color-error);display:block';

type TFieldParts = {
  root: HTMLElement;
  wrapper: HTMLElement;
  /** The element with Mantine's input look: the input itself, or the box around a password's. */
  box: HTMLElement;
  input: HTMLInputElement;
  /** Mantine's name of the component (TextInput, PasswordInput), for the error's class. */
  component: string;
};

function findParts(input: HTMLInputElement): TFieldParts | null {
  const root = input.closest<HTMLElement>('.mantine-InputWrapper-root');
  const wrapper = root?.querySelector<HTMLElement>('.mantine-Input-wrapper');
  const box = input.closest<HTMLElement>('.mantine-Input-input');
  const component = Array.from(root?.classList ?? [])
    .map((name) => name.match(/^mantine-(\w+)-root$/)?.[1])
    .find((name) => name !== undefined && name !== 'InputWrapper');
  if (!root || !wrapper || !box || !component) return null;
  return { root, wrapper, box, input, component };
}

const errorIdOf = (input: HTMLInputElement) => `${input.id}-error`;

/** The field's message under it, or none: the markup of a Mantine input with or without `error`. */
export function setFieldError(input: HTMLInputElement, message: string | null): void {
  const parts = findParts(input);
  if (!parts) return;
  const { root, wrapper, box, component } = parts;
  const isPassword = box !== input;
  const errorId = errorIdOf(input);
  root.querySelector(`[id="${errorId}"]`)?.remove();
  const wrapperStyle = (wrapper.getAttribute('style') ?? '').replace(marginBottom, '');
  if (message === null) {
    for (const element of [root, wrapper, box]) element.removeAttribute('data-error');
    wrapper.setAttribute('style', wrapperStyle);
    input.removeAttribute('aria-describedby');
    if (isPassword) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('data-invalid');
    } else input.setAttribute('aria-invalid', 'false');
    return;
  }
  for (const element of [root, wrapper, box]) element.setAttribute('data-error', 'true');
  wrapper.setAttribute('style', marginBottom + wrapperStyle);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', errorId);
  if (isPassword) input.setAttribute('data-invalid', 'true');
  root.append(renderError({ id: errorId, component, size: root.dataset.size, message }));
}

function renderError(options: {
  id: string;
  component: string;
  size: string | undefined;
  message: string;
}): HTMLElement {
  const paragraph = document.createElement('p');
  if (options.size) paragraph.setAttribute('style', errorSize);
  paragraph.className = `m_8f816625 mantine-InputWrapper-error mantine-${options.component}-error`;
  if (options.size) paragraph.dataset.size = options.size;
  paragraph.id = options.id;
  const text = document.createElement('span');
  text.setAttribute('style', textStyle);
  text.className = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
  text.dataset.size = 'sm';
  text.textContent = options.message;
  paragraph.append(text);
  return paragraph;
}

/** Whether the field shows an error now. */
export const hasFieldError = (input: HTMLInputElement): boolean =>
  input.getAttribute('aria-invalid') === 'true';
