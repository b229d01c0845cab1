import en from '../../locales/en/pages/landing/landing2.json';
import hi from '../../locales/hi/pages/landing/landing2.json';
import { registerLandingText } from './landing-content';
import { LandingPage } from './landing-page';

registerLandingText('landing2', en, hi);

export default function Landing2Screen() {
  return <LandingPage variant="landing2" />;
}
