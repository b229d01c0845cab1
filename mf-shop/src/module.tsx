/**
 * The `shop` remote (the IT shop: products, cart and order confirmation). Its routes and menu entries are its route data
 * (./routes.ts). Screens: the shop (/products/shop), the catalogue with the orders, the
 * approval queue and fulfilment as its views (/products), a product (/product/:id), the
 * cart (/products/shopping-cart), the review before placing (/confirm-order) and the
 * catalogue editor (/product). Each screen is its own chunk.
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
  screens: {
    productsShop: () => import('./features/shop/shop-screen'),
    products: () => import('./features/products/products-screen'),
    productDetail: () => import('./features/product/product-detail-screen'),
    shoppingCart: () => import('./features/cart/cart-screen'),
    confirmOrder: () => import('./features/cart/confirm-order-screen'),
    product: () => import('./features/editor/catalogue-editor-screen'),
  },
});

export default remoteModule;
