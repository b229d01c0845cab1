import { useTranslation } from '@itam/shared/i18n';
import en from '../../locales/en/pages/legal.json';
import hi from '../../locales/hi/pages/legal.json';
import { formatDate } from '../../ui/format';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('legal', en, hi);

/** When the policies were last changed (shown on each). */
export const POLICIES_UPDATED = '2026-11-01';

export type Policy = 'terms' | 'privacy' | 'refundPolicy';

interface PolicySection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** A policy: title, date, contents list and numbered sections with anchors. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation('marketing');
  const sections = t(`legal.${policy}.sections`, { returnObjects: true }) as PolicySection[];
  const list = Array.isArray(sections) ? sections : [];
  const anchor = (index: number) => `${policy}-section-${index + 1}`;
  return (
    <MarketingPage screenKey={policy}>
      <PageHeading title={t(`legal.${policy}.title`)} lead={t(`legal.${policy}.intro`)}>
        <p className="mk-muted">
          {t('legal.updated', { date: formatDate(POLICIES_UPDATED, i18n.language) })}
        </p>
      </PageHeading>
      <div className="mk-section">
        <div className="mk-container mk-prose">
          <nav className="mk-toc" aria-labelledby={`${policy}-toc`}>
            <h2 id={`${policy}-toc`} style={{ fontSize: 16, margin: 0 }}>
              {t('legal.contents')}
            </h2>
            <ol>
              {list.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${anchor(index)}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {list.map((section, index) => (
            <section key={section.title} aria-labelledby={anchor(index)}>
              <h2 id={anchor(index)}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items?.length ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </MarketingPage>
  );
}
