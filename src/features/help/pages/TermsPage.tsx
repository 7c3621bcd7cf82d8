import { env, helpPhoneHref } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { DocumentPage, type DocSection } from '@/features/help/components/DocumentPage';
import { HelpLink } from '@/features/help/components/HelpLink';
import { HELP_FACTS, LEGAL_FACTS as L } from '@/features/help/rules/facts';
import styles from './Legal.module.css';

const sections: DocSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <p>
        These Terms of Use govern your use of our website, mobile app and Video Greeting services (the “Services”). By using the
        Services you agree to these terms and to our <HelpLink to={paths.privacy()}>Privacy Policy</HelpLink>. If you do not
        agree, please do not use the Services.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Services',
    body: (
      <p>
        The Services are not intended for people under {L.minimumAge}. You must be at least {L.minimumAge} years old to create an
        account or make a purchase.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        An account is needed to save, edit and send a Video Greeting; contributing to or receiving one needs no account. Keep your
        password private: you are responsible for what happens in your account.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Your photos, videos and messages',
    body: (
      <>
        <p>
          You keep ownership of what you upload. You give us permission to store, process, combine and deliver it so we can make
          and show your Video Greeting. Only upload content you have the right to share, and nothing unlawful, hateful or harmful.
        </p>
        <p>
          The creator of a Video Greeting can delete contributions from invited friends. An invitation can't be recalled. Once a
          Video Greeting is finished, it can't be changed.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases and delivery',
    body: (
      <p>
        Prices are shown before you pay. A digital Video Greeting is purchased before it is shared. The finished video stays
        available to download for {HELP_FACTS.downloadMonths} months.
      </p>
    ),
  },
  {
    id: 'cards',
    title: 'Printed cards and boxed sets',
    body: (
      <p>
        The QR code on a printed card links the card to one Video Greeting. A boxed set links one Video Greeting to every card in
        the box, and a linked set can't be unlinked.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Don't misuse the Services: no attempts to break, overload or get around them, and no use that infringes others' rights.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        The Services are provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses.
      </p>
    ),
  },
  {
    id: 'arbitration',
    title: 'Dispute resolution and arbitration',
    body: (
      <>
        <p>
          Please contact us first: most concerns are resolved quickly. Disputes that remain are resolved by individual
          arbitration, not in court, except as follows.
        </p>
        <ul>
          <li>Claims of up to {L.smallClaimsLimit} may be brought in small-claims court.</li>
          <li>Streamlined arbitration rules apply to claims below {L.smallClaimsLimit}.</li>
          <li>For claims under {L.feeReimbursementLimit}, we reimburse your arbitration filing fees.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'opt-out',
    title: 'Opting out of arbitration',
    body: (
      <p>
        You may opt out of arbitration within {L.arbitrationOptOutDays} days of first accepting these terms by writing to us with
        your name, address and email address and a clear statement that you wish to opt out.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The effective date above shows when they last changed; continuing to use the Services means you
        accept the update.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Call customer care at <a href={helpPhoneHref}>{env.helpPhone}</a>.
      </p>
    ),
  },
];

/** /terms (and /qr-setup/{qrKey}/terms): the Terms of Use, with anchored sections. */
export default function TermsPage() {
  return (
    <DocumentPage
      title="Terms of Use"
      intro={<p className={styles.effective}>Effective date: {L.termsEffective}</p>}
      sections={sections}
    />
  );
}
