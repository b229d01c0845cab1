import en from '../../locales/en/pages/onboarding.json';
import hi from '../../locales/hi/pages/onboarding.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('onboarding', en, hi);
