import { errorMessages } from '@deckhand/contract';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { isDocumentUrl, isExternalUrl } from './is-external-url';

export type TAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An internal path (from `paths`) or an external URL; empty is a programming error. */
  to: string;
  /** Replace the current history entry instead of pushing (internal links only). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Internal targets navigate through the router; external ones are plain anchors (§2.1).
 * Unstyled on purpose: use `<Anchor component={AppLink}>` or `<Button component={AppLink}>`.
 */
export function AppLink({ to, replace, ref, ...rest }: TAppLinkProps) {
  if (to.trim() === '') throw new Error(errorMessages.emptyLinkTarget);
  if (isDocumentUrl(to)) {
    const isNewTab = rest.target === '_blank';
    const rel = isNewTab && isExternalUrl(to) ? (rest.rel ?? 'noopener noreferrer') : rest.rel;
    return <a ref={ref} href={to} {...rest} rel={rel} />;
  }
  return <Link ref={ref} to={to} replace={replace} {...rest} />;
}
