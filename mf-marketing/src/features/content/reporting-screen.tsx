import { ROUTES } from '@itam/shared/contracts';
import './product-content';
import { ContentPage } from './content-page';

export default function ReportingScreen() {
  return (
    <ContentPage
      screenKey="reporting"
      textKey="product.reporting"
      cta={{ primary: ROUTES.getStarted, secondary: ROUTES.faqs }}
    />
  );
}
