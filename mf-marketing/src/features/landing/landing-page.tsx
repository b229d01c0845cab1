import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage } from '../../ui/marketing-page';
import { CtaBand } from './sections/cta-band';
import { FeatureGrid, type FeatureItem } from './sections/feature-grid';
import { Hero } from './sections/hero';
import { ModuleGrid } from './sections/module-grid';
import { StepList, type Step } from './sections/step-list';
import type { LandingText, LandingVariant } from './landing-content';

type Section = 'modules' | 'features' | 'problems' | 'steps';

interface VariantLayout {
  screenKey: string;
  primary: string;
  secondary: string;
  sections: Section[];
  ctaPrimary: string;
  ctaSecondary: string;
}

/** Which sections each landing page shows, and where its buttons lead. */
const LAYOUTS: Record<LandingVariant, VariantLayout> = {
  home: {
    screenKey: 'home',
    primary: ROUTES.getStarted,
    secondary: ROUTES.pricing,
    sections: ['modules', 'features', 'steps'],
    ctaPrimary: ROUTES.registerInit,
    ctaSecondary: ROUTES.contactUs,
  },
  newLanding: {
    screenKey: 'newLanding',
    primary: ROUTES.getStarted,
    secondary: ROUTES.faqs,
    sections: ['features', 'modules'],
    ctaPrimary: ROUTES.getStarted,
    ctaSecondary: ROUTES.pricing,
  },
  landing1: {
    screenKey: 'landing1',
    primary: ROUTES.getStarted,
    secondary: ROUTES.eoi,
    sections: ['problems', 'modules'],
    ctaPrimary: ROUTES.registerInit,
    ctaSecondary: ROUTES.pricing,
  },
  landing2: {
    screenKey: 'landing2',
    primary: ROUTES.getStarted,
    secondary: ROUTES.azManagement,
    sections: ['steps'],
    ctaPrimary: '/register-asset-management',
    ctaSecondary: ROUTES.contactUs,
  },
  azManagement: {
    screenKey: 'azManagement',
    primary: ROUTES.getStarted,
    secondary: ROUTES.pricing,
    sections: ['steps', 'modules'],
    ctaPrimary: ROUTES.registerInit,
    ctaSecondary: ROUTES.faqs,
  },
};

/** A landing page of the public site, composed from the shared sections. */
export function LandingPage({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation('marketing');
  const layout = LAYOUTS[variant];
  const text = t(`landing.${variant}`, { returnObjects: true }) as LandingText &
    Record<string, unknown>;
  const k = (key: string) => `landing.${variant}.${key}`;
  const list = <T,>(key: string) => (t(k(key), { returnObjects: true }) as T[]) ?? [];
  const render = (section: Section, index: number) => {
    const soft = index % 2 === 0;
    switch (section) {
      case 'modules':
        return (
          <ModuleGrid
            key={section}
            soft={soft}
            title={t('modulesSection.title')}
            lead={t('modulesSection.lead')}
          />
        );
      case 'features':
        return (
          <FeatureGrid
            key={section}
            soft={soft}
            id={`mk-${variant}-features`}
            title={t(k('featuresTitle'))}
            items={list<FeatureItem>('features')}
          />
        );
      case 'problems':
        return (
          <FeatureGrid
            key={section}
            soft={soft}
            id={`mk-${variant}-problems`}
            title={t(k('problemsTitle'))}
            items={list<FeatureItem>('problems')}
          />
        );
      case 'steps':
        return (
          <StepList
            key={section}
            soft={soft}
            id={`mk-${variant}-steps`}
            title={t(k('stepsTitle'))}
            steps={list<Step>('steps')}
          />
        );
    }
  };
  return (
    <MarketingPage screenKey={layout.screenKey}>
      <Hero
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
        actions={[
          { to: layout.primary, label: text.primary, primary: true },
          { to: layout.secondary, label: text.secondary },
        ]}
      />
      {layout.sections.map(render)}
      <CtaBand
        title={text.ctaTitle}
        text={text.ctaText}
        primary={{ to: layout.ctaPrimary, label: text.ctaPrimary }}
        secondary={{ to: layout.ctaSecondary, label: text.ctaSecondary }}
      />
    </MarketingPage>
  );
}
