import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** What the region holds ('Audit history'): its name for screen readers. */
  label: string;
  children: ReactNode;
}

/**
 * Content wider than a phone (a table of several columns) scrolls sideways inside this
 * region instead of the whole page. The region is named and focusable, so a keyboard
 * can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="itam-scroll-region"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </div>
  );
}
