/**
 * The `shop` remote (the IT shop: products, cart and order confirmation). Its routes and menu entries come from the route
 * registry in @itam/shared/contracts; each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import en from './locales/en/shop.json';
import hi from './locales/hi/shop.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'shop',
  i18n: { namespace: 'shop', resources: { en, hi } },
});

export default remoteModule;
