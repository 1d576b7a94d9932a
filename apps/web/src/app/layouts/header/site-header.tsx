import { Box, Burger, Button, Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { Logo } from '@/ui/logo';
import { HeaderAuthAction } from './header-auth-action';
import { HeaderNav } from './header-nav';
import classes from './site-header.module.css';
import { useHeaderActions } from './use-header-actions';
import { useHeaderVariant } from './use-header-variant';

/** The drawer's code is fetched the first time the burger is pressed. */
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** The sticky site header of §2.1; `data-variant` tells its dark or light look. */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const variant = useHeaderVariant(headerRef);
  const actions = useHeaderActions();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) setIsMenuOpen(false);
  }, [pathname]);

  return (
    <header ref={headerRef} className={classes.header} data-variant={variant}>
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
          <Button component={AppLink} to={actions.primary.to} size="sm">
            {actions.primary.label}
          </Button>
          <Burger
            hiddenFrom="sm"
            opened={isMenuOpen}
            onClick={() => {
              setHasOpenedMenu(true);
              setIsMenuOpen((isOpen) => !isOpen);
            }}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            className={classes.burger}
            size="sm"
          />
        </div>
      </Container>
      {hasOpenedMenu ? (
        <Suspense fallback={null}>
          <MobileMenu isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} actions={actions} />
        </Suspense>
      ) : null}
    </header>
  );
}
