import { useCallback, useEffect, useState } from 'react';

/** Below antd's `lg` breakpoint (992 px) the side menu starts hidden, as antd's Sider did. */
export const NARROW_QUERY = '(max-width: 991.98px)';

function isNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY).matches
    : false;
}

/**
 * Whether the side menu shows: open on wide screens, closed on narrow ones, following
 * the window across the breakpoint; the header's toggle flips it at any width.
 */
export function useSiderOpen(): {
  open: boolean;
  narrow: boolean;
  toggle: () => void;
  close: () => void;
} {
  const [narrow, setNarrow] = useState(isNarrow);
  const [open, setOpen] = useState(() => !isNarrow());
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => {
      setNarrow(query.matches);
      setOpen(!query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, narrow, toggle, close };
}
