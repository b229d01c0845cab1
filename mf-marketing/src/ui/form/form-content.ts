import en from '../../locales/en/pages/forms.json';
import hi from '../../locales/hi/pages/forms.json';
import { registerPageContent } from '../page-content';

// Labels, hints and error messages of every public form, loaded with the first form page.
registerPageContent('forms', en, hi);
