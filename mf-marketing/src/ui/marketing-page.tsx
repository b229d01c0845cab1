import { cspNonce, ScreenRoot } from '@itam/shared/ui-base';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { MARKETING_CSS } from './marketing-style';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { usePageMeta } from './use-page-meta';

export interface MarketingPageProps {
  /** Key under `screens.` of the namespace: the document title and meta description. */
  screenKey: string;
  children: ReactNode;
}

/** Every public page: the site strip, the page, the footer; sets the title and description. */
export function MarketingPage({ screenKey, children }: MarketingPageProps) {
  const { t } = useTranslation('marketing');
  usePageMeta(t(`screens.${screenKey}.title`), t(`screens.${screenKey}.description`));
  return (
    <ScreenRoot remoteId="marketing">
      {/* href + precedence: React hoists it into <head> once, whichever page renders it. */}
      <style href="itam-marketing" precedence="default" nonce={cspNonce()}>
        {MARKETING_CSS}
      </style>
      <div className="mk" data-page={screenKey}>
        <SiteNav />
        {children}
        <SiteFooter />
      </div>
    </ScreenRoot>
  );
}

/** A page's heading block: eyebrow, h1 and lead paragraph. */
export function PageHeading({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mk-hero">
      <div className="mk-container">
        {eyebrow ? <span className="mk-eyebrow">{eyebrow}</span> : null}
        <h1>{title}</h1>
        {lead ? <p className="mk-lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
