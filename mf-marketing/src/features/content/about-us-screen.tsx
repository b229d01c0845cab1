import { ROUTES } from '@itam/shared/contracts';
import './company-content';
import { ContentPage } from './content-page';

export default function AboutUsScreen() {
  return (
    <ContentPage
      screenKey="aboutUs"
      textKey="company.aboutUs"
      cta={{ primary: ROUTES.contactUs, secondary: ROUTES.partner }}
    />
  );
}
