import { ROUTES } from '@itam/shared/contracts';
import './product-content';
import { ContentPage } from './content-page';

export default function DiagnosticToolScreen() {
  return (
    <ContentPage
      screenKey="diagnosticTool"
      textKey="product.diagnosticTool"
      cta={{ primary: ROUTES.downloadAgent, secondary: ROUTES.getStarted }}
    />
  );
}
