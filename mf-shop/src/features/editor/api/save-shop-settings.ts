/** PUT /shop/settings: answers with the settings as saved (400 naming a bad field). */
import {
  SETTINGS_PATHS,
  type SettingsResponse,
  type ShopSettings,
  type ShopSettingsBody,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { shopSettingsApi } from './get-shop-settings';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopSaveSettings: build.mutation<ShopSettings, ShopSettingsBody>({
      query: (body) => ({ url: SETTINGS_PATHS.settings, method: 'PUT', body }),
      transformResponse: (answer: Ok<SettingsResponse>) => answer.settings,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(shopSettingsApi.util.upsertQueryData('shopSettings', undefined, data));
        } catch {
          // The form shows the refusal from the write's own answer.
        }
      },
      // A cart's "Finance approves too" follows the price limit.
      invalidatesTags: (_settings, error) => (error ? [] : ['Cart']),
    }),
  }),
});

export const { useShopSaveSettingsMutation } = endpoint;
