import en from '../../locales/en/pages/landing/landing1.json';
import hi from '../../locales/hi/pages/landing/landing1.json';
import { registerLandingText } from './landing-content';
import { LandingPage } from './landing-page';

registerLandingText('landing1', en, hi);

export default function Landing1Screen() {
  return <LandingPage variant="landing1" />;
}
