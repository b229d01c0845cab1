import { Link } from '@itam/shared/router';

export interface CtaLink {
  to: string;
  label: string;
}

export interface CtaBandProps {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** Closing call to action of a page. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  return (
    <section className="mk-section" aria-label={title}>
      <div className="mk-container">
        <div className="mk-cta">
          <h2>{title}</h2>
          <p>{text}</p>
          <div className="mk-actions">
            <Link to={primary.to} className="mk-btn mk-btn--primary">
              {primary.label}
            </Link>
            {secondary ? (
              <Link to={secondary.to} className="mk-btn">
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
