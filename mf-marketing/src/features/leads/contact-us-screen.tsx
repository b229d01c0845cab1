import { ContactPage } from './contact-page';

export default function ContactUsScreen() {
  return <ContactPage kind="contact-us" />;
}
