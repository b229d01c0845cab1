import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/** The confirmation that replaces a sent form; takes focus so it is announced. */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="mk-alert mk-alert--ok"
      role="status"
      tabIndex={-1}
      data-testid="form-success"
    >
      <h3>{title}</h3>
      {children}
    </div>
  );
}
