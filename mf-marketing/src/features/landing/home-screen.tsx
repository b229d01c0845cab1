import en from '../../locales/en/pages/landing/home.json';
import hi from '../../locales/hi/pages/landing/home.json';
import { registerLandingText } from './landing-content';
import { LandingPage } from './landing-page';

registerLandingText('home', en, hi);

export default function HomeScreen() {
  return <LandingPage variant="home" />;
}
