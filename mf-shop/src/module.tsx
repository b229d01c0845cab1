/**
 * The `shop` remote (the IT shop: products, cart and order confirmation). Its routes and menu entries are its route data
 * (./routes.ts); each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { SHOP_ROUTES } from './routes';
import en from './locales/en/shop.json';
import hi from './locales/hi/shop.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'shop',
  routes: SHOP_ROUTES,
  i18n: { namespace: 'shop', resources: { en, hi } },
});

export default remoteModule;
