import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@itam/shared/router';
import { trackPageView } from '@itam/shared/telemetry';

/**
 * Every route change scrolls the page to the top and is a page view (SPEC.md section 2).
 * The first route is no change: the page keeps the browser's scroll position (a visitor
 * may have scrolled the pre-rendered landing before the app took it over).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // A replace (a redirect) stands in for the page it left; telemetry ignores a repeated pathname.
    trackPageView(pathname, { replace: navigationType === 'REPLACE' });
  }, [pathname, navigationType]);
  return null;
}
