import { FeatureIcon, isFeatureIconName } from '../../../ui/illustrations';

export interface FeatureItem {
  title: string;
  text: string;
  /** A FeatureIcon name; unknown names show no icon. */
  icon?: string;
}

export interface FeatureGridProps {
  id: string;
  title: string;
  lead?: string;
  items: FeatureItem[];
  soft?: boolean;
}

/** A titled grid of short feature cards. */
export function FeatureGrid({ id, title, lead, items, soft = false }: FeatureGridProps) {
  return (
    <section className={soft ? 'mk-section mk-section--soft' : 'mk-section'} aria-labelledby={id}>
      <div className="mk-container">
        <h2 id={id}>{title}</h2>
        {lead ? <p className="mk-lead">{lead}</p> : null}
        <ul className="mk-grid" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <li key={item.title} className="mk-card">
              {isFeatureIconName(item.icon) ? <FeatureIcon name={item.icon} /> : null}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
