import { registerPageContent } from '../../ui/page-content';

/** The text every landing variant has (hero and closing call to action); sections add their own. */
export interface LandingText {
  eyebrow: string;
  title: string;
  lead: string;
  primary: string;
  secondary: string;
  ctaTitle: string;
  ctaText: string;
  ctaPrimary: string;
  ctaSecondary: string;
}

export type LandingVariant = 'home' | 'newLanding' | 'landing1' | 'landing2' | 'azManagement';

/** Registers one variant's text under `landing.<variant>` (each screen ships only its own). */
export function registerLandingText(
  variant: LandingVariant,
  en: Record<string, unknown>,
  hi: Record<string, unknown>,
): void {
  registerPageContent('landing', { [variant]: en }, { [variant]: hi });
}
