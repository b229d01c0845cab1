import en from '../../locales/en/pages/leads.json';
import hi from '../../locales/hi/pages/leads.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('leads', en, hi);
