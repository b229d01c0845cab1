import en from '../../locales/en/pages/registration.json';
import hi from '../../locales/hi/pages/registration.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('registration', en, hi);
