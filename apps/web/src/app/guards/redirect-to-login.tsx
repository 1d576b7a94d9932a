import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { saveReferrer } from '@/lib/storage/referrer';

/** Sends an anonymous visitor of a protected page to login, remembering the page (§2.3). */
export function RedirectToLogin() {
  const location = useLocation();
  const referrer = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    saveReferrer(referrer);
  }, [referrer]);
  return <Navigate to={paths.login.getHref()} replace />;
}
