import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@itam/shared/router';
import { trackPageView } from '@itam/shared/telemetry';

/** Every route change scrolls the page to the top and is a page view (SPEC.md section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // A replace (a redirect) stands in for the page it left; telemetry ignores a repeated pathname.
    trackPageView(pathname, { replace: navigationType === 'REPLACE' });
  }, [pathname, navigationType]);
  return null;
}
