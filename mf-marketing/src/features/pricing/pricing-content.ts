import en from '../../locales/en/pages/pricing.json';
import hi from '../../locales/hi/pages/pricing.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('pricing', en, hi);
