import en from '../../locales/en/pages/landing/new-landing.json';
import hi from '../../locales/hi/pages/landing/new-landing.json';
import { registerLandingText } from './landing-content';
import { LandingPage } from './landing-page';

registerLandingText('newLanding', en, hi);

export default function NewLandingScreen() {
  return <LandingPage variant="newLanding" />;
}
