import type { ReactNode } from 'react';

/** A titled band holding a form; the form names itself after the title (`<id>-title`). */
export function FormSection({
  id,
  title,
  lead,
  soft = true,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  soft?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={soft ? 'mk-section mk-section--soft' : 'mk-section'}
      aria-labelledby={`${id}-title`}
    >
      <div className="mk-container">
        <h2 id={`${id}-title`}>{title}</h2>
        {lead ? <p className="mk-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
