import en from '../../locales/en/pages/product.json';
import hi from '../../locales/hi/pages/product.json';
import { registerPageContent } from '../../ui/page-content';

registerPageContent('product', en, hi);
