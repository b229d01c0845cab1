/** GET /shop/settings: the price limit above which Finance approves, and the approvers. */
import {
  SETTINGS_PATHS,
  type SettingsResponse,
  type ShopSettings,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      query: () => ({ url: SETTINGS_PATHS.settings }),
      transformResponse: (answer: Ok<SettingsResponse>) => answer.settings,
      providesTags: ['ShopSettings'],
    }),
  }),
});

export const { useShopSettingsQuery } = endpoint;
/** The injected api, for the save that puts its answer in the cache. */
export const shopSettingsApi = endpoint;
