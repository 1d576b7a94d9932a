import { IconEye, IconEyeOff } from '@tabler/icons-react';
import classes from './password-toggle-icons.module.css';

/**
 * The show/hide button's icon: both eyes, the one shown chosen by the button's `aria-pressed`
 * in CSS, so that a page without the app (bind-password-toggles.ts) only flips that attribute.
 */
export function PasswordToggleIcons() {
  return (
    <>
      <IconEye className={classes.show} size={18} aria-hidden />
      <IconEyeOff className={classes.hide} size={18} aria-hidden />
    </>
  );
}
