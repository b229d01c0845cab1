import { ROUTES } from '@itam/shared/contracts';
import './product-content';
import { ContentPage } from './content-page';

export default function AssetManagementInfoScreen() {
  return (
    <ContentPage
      screenKey="assetManagementInfo"
      textKey="product.assetManagementInfo"
      cta={{ primary: '/register-asset-management', secondary: ROUTES.pricing }}
    />
  );
}
