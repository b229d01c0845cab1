import type { ReactNode } from 'react';
import { Link } from '@itam/shared/router';
import { HeroArt } from '../../../ui/illustrations';

export interface HeroAction {
  to: string;
  label: string;
  primary?: boolean;
}

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: HeroAction[];
  /** The illustration; the product drawing by default, none with `null`. */
  art?: ReactNode;
}

/** The page's first block: h1, one-paragraph pitch, actions and an illustration. */
export function Hero({ eyebrow, title, lead, actions = [], art = <HeroArt /> }: HeroProps) {
  return (
    <header className="mk-hero">
      <div className="mk-container mk-hero-grid">
        <div>
          {eyebrow ? <span className="mk-eyebrow">{eyebrow}</span> : null}
          <h1>{title}</h1>
          <p className="mk-lead">{lead}</p>
          {actions.length ? (
            <div className="mk-actions">
              {actions.map((action) => (
                <Link
                  key={action.to}
                  to={action.to}
                  className={action.primary ? 'mk-btn mk-btn--primary' : 'mk-btn'}
                >
                  {action.label}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
        {art}
      </div>
    </header>
  );
}
