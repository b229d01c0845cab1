import en from '../../locales/en/pages/company.json';
import hi from '../../locales/hi/pages/company.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('company', en, hi);
