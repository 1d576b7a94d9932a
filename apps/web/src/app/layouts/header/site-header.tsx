import { Box, Button, Container } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBoundDisclosure } from '@/lib/dom/use-bound-disclosure';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { Logo } from '@/ui/logo';
import { HeaderAuthAction } from './header-auth-action';
import { HeaderNav } from './header-nav';
import { watchHeaderVariant } from './header-variant';
import { MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';
import { useHeaderActions } from './use-header-actions';

/**
 * The sticky site header of §2.1; `data-variant` tells its dark or light look. Its menus are
 * plain-DOM disclosures (lib/dom/disclosure.ts), so a static page binds them without React.
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const actions = useHeaderActions();
  const { pathname } = useLocation();
  const mobileMenu = useBoundDisclosure(pathname);

  useEffect(() => (headerRef.current ? watchHeaderVariant(headerRef.current) : undefined), []);

  return (
    <header ref={headerRef} className={classes.header} data-variant="dark" data-site-header="">
      <Container size="xl" className={classes.inner}>
        <AppLink to={paths.root.getHref()} className={classes.logo}>
          <Logo />
        </AppLink>
        {actions.isLoggedIn ? null : (
          <Box visibleFrom="sm" className={classes.navSlot}>
            <HeaderNav />
          </Box>
        )}
        <div className={classes.actions}>
          <Box visibleFrom="sm">
            <HeaderAuthAction actions={actions} barClassName={classes.authItem} />
          </Box>
          {actions.primary ? (
            <Button component={AppLink} to={actions.primary.to} size="sm">
              {actions.primary.label}
            </Button>
          ) : null}
          <button {...mobileMenu.buttonProps} aria-label="Menu" className={classes.burger}>
            <IconMenu2 size={22} stroke={2} aria-hidden className={classes.burgerOpen} />
            <IconX size={22} stroke={2} aria-hidden className={classes.burgerClose} />
          </button>
        </div>
      </Container>
      <MobileMenu actions={actions} panelProps={mobileMenu.panelProps} />
    </header>
  );
}
