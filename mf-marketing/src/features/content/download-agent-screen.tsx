import { ROUTES } from '@itam/shared/contracts';
import './product-content';
import { ContentPage } from './content-page';

export default function DownloadAgentScreen() {
  return (
    <ContentPage
      screenKey="downloadAgent"
      textKey="product.downloadAgent"
      cta={{ primary: ROUTES.getStarted, secondary: ROUTES.login }}
    />
  );
}
