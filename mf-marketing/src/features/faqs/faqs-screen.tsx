import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import en from '../../locales/en/pages/faqs.json';
import hi from '../../locales/hi/pages/faqs.json';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { registerPageContent } from '../../ui/page-content';
import { CtaBand } from '../landing/sections/cta-band';
import { FaqList, type Faq } from './faq-list';

registerPageContent('faqs', en, hi);

interface FaqGroup {
  title: string;
  items: Faq[];
}

export default function FaqsScreen() {
  const { t } = useTranslation('marketing');
  const groups = t('faqs.groups', { returnObjects: true }) as FaqGroup[];
  return (
    <MarketingPage screenKey="faqs">
      <PageHeading eyebrow={t('faqs.eyebrow')} title={t('faqs.title')} lead={t('faqs.lead')} />
      {(Array.isArray(groups) ? groups : []).map((group, index) => (
        <section
          key={group.title}
          className={index % 2 ? 'mk-section mk-section--soft' : 'mk-section'}
          aria-labelledby={`mk-faqs-${index}`}
        >
          <div className="mk-container mk-prose">
            <h2 id={`mk-faqs-${index}`}>{group.title}</h2>
            <FaqList items={group.items} />
          </div>
        </section>
      ))}
      <CtaBand
        title={t('faqs.moreTitle')}
        text={t('faqs.moreText')}
        primary={{ to: ROUTES.contactUs, label: t('faqs.moreAction') }}
      />
    </MarketingPage>
  );
}
