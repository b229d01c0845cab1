import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { CtaBand } from '../landing/sections/cta-band';
import { ContentBlocks, type ContentBlock } from './content-blocks';

export interface ContentText {
  eyebrow: string;
  title: string;
  lead: string;
  blocks: ContentBlock[];
  ctaTitle?: string;
  ctaText?: string;
  ctaPrimary?: string;
  ctaSecondary?: string;
}

export interface ContentPageProps {
  screenKey: string;
  /** Key of the page's text: `<bundle>.<page>`. */
  textKey: string;
  /** Where the closing call to action leads (shown when the text has one). */
  cta?: { primary: string; secondary?: string };
  /** Extra content after the blocks (a form). */
  children?: ReactNode;
}

/** An information page: heading, content blocks, optional extra content and call to action. */
export function ContentPage({ screenKey, textKey, cta, children }: ContentPageProps) {
  const { t } = useTranslation('marketing');
  const text = t(textKey, { returnObjects: true }) as ContentText;
  const blocks = Array.isArray(text.blocks) ? text.blocks : [];
  return (
    <MarketingPage screenKey={screenKey}>
      <PageHeading eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <ContentBlocks idPrefix={`mk-${screenKey}`} blocks={blocks} />
      {children}
      {cta && text.ctaTitle && text.ctaPrimary ? (
        <CtaBand
          title={text.ctaTitle}
          text={text.ctaText ?? ''}
          primary={{ to: cta.primary, label: text.ctaPrimary }}
          secondary={
            cta.secondary && text.ctaSecondary
              ? { to: cta.secondary, label: text.ctaSecondary }
              : undefined
          }
        />
      ) : null}
    </MarketingPage>
  );
}
