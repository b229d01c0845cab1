import { ROUTES } from '@itam/shared/contracts';
import './product-content';
import { ContentPage } from './content-page';

export default function IncidentManagementInfoScreen() {
  return (
    <ContentPage
      screenKey="incidentManagementInfo"
      textKey="product.incidentManagementInfo"
      cta={{ primary: '/register-incident-management', secondary: ROUTES.pricing }}
    />
  );
}
