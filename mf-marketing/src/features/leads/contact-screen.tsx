import { ContactPage } from './contact-page';

export default function ContactScreen() {
  return <ContactPage kind="contact" />;
}
