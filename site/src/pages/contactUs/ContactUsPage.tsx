import { PageIntro } from '../PageIntro.tsx';

/** Contact page (/contactUs): branch addresses and the enquiry form. */
export default function ContactUsPage() {
  return <PageIntro ns="general" pageKey="contactUs" />;
}
