import { env, helpPhoneHref } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { DocumentPage, type DocSection } from '@/features/help/components/DocumentPage';
import { HelpLink } from '@/features/help/components/HelpLink';
import { LEGAL_FACTS as L } from '@/features/help/rules/facts';
import styles from './Legal.module.css';

const requestDetails = 'your full name, address and email address';

const sections: DocSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <p>
        Your name, email address and password when you create an account; the photos, videos, messages and music choices in your
        Video Greetings; payment details handled by our payment provider; and information about your device and how you use the
        Services.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <p>
        To make, store and deliver your Video Greetings, process purchases, provide customer care, keep the Services secure and,
        where you agree, send you marketing.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How information is shared',
    body: (
      <p>
        With the people you choose (invited friends and recipients of your Video Greeting), with service providers who work for us
        (hosting, video processing, payments), when the law requires it, and as part of a business transfer.
      </p>
    ),
  },
  {
    id: 'advertising',
    title: 'Third-party advertising',
    body: (
      <p>
        Advertising partners may use cookies and similar technologies to show you ads for our products on other sites, based on
        your visits to ours.
      </p>
    ),
  },
  {
    id: 'do-not-track',
    title: 'Do-not-track',
    body: (
      <p>Browsers offer a “do not track” signal. There is no common standard for it yet, so the Services do not respond to it.</p>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    body: (
      <p>
        You can update your account details, unsubscribe from marketing emails using the link in each one, and limit cookies in
        your browser settings.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: <p>We use reasonable safeguards to protect your information, but no system is perfectly secure.</p>,
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>The Services are not intended for people under {L.minimumAge}, and we do not knowingly collect their information.</p>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-party links',
    body: <p>The Services link to other sites, such as our card shop. Their own privacy policies apply there.</p>,
  },
  {
    id: 'transfer',
    title: 'Transfer of information',
    body: <p>Your information may be stored and processed in countries other than yours, where privacy laws may differ.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Call customer care at <a href={helpPhoneHref}>{env.helpPhone}</a>. See also our{' '}
        <HelpLink to={paths.terms()}>Terms of Use</HelpLink>.
      </p>
    ),
  },
  {
    id: 'canada',
    title: 'Notice to Canadian residents',
    body: (
      <p>
        You may ask to access or correct the personal information we hold about you. Please include {requestDetails} with your
        request.
      </p>
    ),
  },
  {
    id: 'nevada',
    title: 'Notice to Nevada residents',
    body: <p>You may ask us not to sell your covered information. Please include {requestDetails} with your request.</p>,
  },
  {
    id: 'virginia',
    title: 'Notice to Virginia residents',
    body: (
      <p>
        You may ask to access, correct, delete or get a copy of your personal data, and opt out of targeted advertising, and you
        may appeal a decision we make on your request.
      </p>
    ),
  },
  {
    id: 'california',
    title: 'Notice to California residents',
    body: (
      <p>
        You may ask to know, correct and delete the personal information we hold about you, and opt out of its sale or sharing. We
        will not treat you differently for asking.
      </p>
    ),
  },
];

/** /privacy-policy (and /qr-setup/{qrKey}/privacy-policy): the Privacy Policy, with anchored sections. */
export default function PrivacyPage() {
  return (
    <DocumentPage
      title="Privacy Policy"
      intro={<p className={styles.effective}>Effective date: {L.privacyEffective}</p>}
      sections={sections}
    />
  );
}
