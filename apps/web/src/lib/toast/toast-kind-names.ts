/**
 * The kinds of toast (§8), without their looks (toast-kinds.tsx): plain code, so that the
 * error catalogue's readers also run on a static page, which has no React.
 */
export const toastKinds = ['error', 'info', 'success', 'warning'] as const;
export type TToastKind = (typeof toastKinds)[number];

export const isToastKind = (value: unknown): value is TToastKind =>
  typeof value === 'string' && (toastKinds as readonly string[]).includes(value);
