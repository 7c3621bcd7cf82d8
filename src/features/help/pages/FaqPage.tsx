import type { ReactNode } from 'react';
import { env, helpPhoneHref } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { DocumentPage, type DocSection } from '@/features/help/components/DocumentPage';
import { HelpLink } from '@/features/help/components/HelpLink';
import { HELP_FACTS as F, MIC_HELP_ANCHOR } from '@/features/help/rules/facts';

function Faq({ q, children }: { q: string; children: ReactNode }) {
  return (
    <>
      <h3>{q}</h3>
      {children}
    </>
  );
}

const sections: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <>
        <Faq q="Do I need an account?">
          <p>
            You need an account to save, edit and send a Video Greeting. No account is needed to contribute to a Video Greeting or
            to receive one.
          </p>
        </Faq>
        <Faq q="Can I change the design after I start?">
          <p>
            No. The design (the animated template) can't be changed after you start. You can still edit your personalized text.
          </p>
        </Faq>
        <Faq q="How much does it cost?">
          <p>
            The price is shown when you choose a design and again at checkout. A digital Video Greeting is purchased before you
            share it.
          </p>
        </Faq>
      </>
    ),
  },
  {
    id: 'photos-and-videos',
    title: 'Photos and videos',
    body: (
      <>
        <Faq q="How long does each photo show?">
          <p>Each photo displays for {F.photoSeconds} seconds.</p>
        </Faq>
        <Faq q="How many photos and videos can I add?">
          <p>
            There is no limit on the number of photos and videos, and no length limit on the final video. We recommend adding at
            most {F.recommendedPhotosAtOnce} photos or {F.recommendedVideosAtOnce} videos at a time; this is a recommendation, not
            a rule.
          </p>
        </Faq>
        <Faq q="Which files can I upload?">
          <p>
            Videos: {F.videoFormats}. Photos: {F.photoFormats}.
          </p>
        </Faq>
        <Faq q="Can I add a YouTube link?">
          <p>No. YouTube links are not accepted. Upload the video file from your device instead.</p>
        </Faq>
      </>
    ),
  },
  {
    id: 'music-and-sound',
    title: 'Music and sound',
    body: (
      <>
        <Faq q="What are the sound options for a clip?">
          <p>There are only three sound options:</p>
          <ul>
            {F.soundOptions.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        </Faq>
        <Faq q="Can I add my own music?">
          <p>No. You can't add your own music; choose background music from our library, or no music at all.</p>
        </Faq>
      </>
    ),
  },
  {
    id: 'inviting-friends',
    title: 'Inviting friends',
    body: (
      <>
        <Faq q="Do the friends I invite need an account, or have to pay?">
          <p>No. Invited friends add their photos and videos for free, without an account.</p>
        </Faq>
        <Faq q="Can I remove a friend's photo or video, or take back an invitation?">
          <p>You can delete any contribution from your Video Greeting. An invitation can't be recalled once it has been sent.</p>
        </Faq>
      </>
    ),
  },
  {
    id: 'finishing-and-sharing',
    title: 'Finishing and sharing',
    body: (
      <>
        <Faq q="What happens when I finish my Video Greeting?">
          <p>Once a Video Greeting is finished, nobody can add to it or change it. Finishing can't be undone.</p>
        </Faq>
        <Faq q="How long can the video be downloaded?">
          <p>
            The finished video stays available to download for {F.downloadMonths} months. On an iPhone or iPad, a downloaded video
            is saved to the Files app.
          </p>
        </Faq>
      </>
    ),
  },
  {
    id: 'cards',
    title: 'Printed cards and boxed sets',
    body: (
      <>
        <Faq q="How does the QR code on my card work?">
          <p>Scanning the QR code links the card to a Video Greeting. Whoever receives the card scans it to watch the video.</p>
        </Faq>
        <Faq q="What is a boxed set?">
          <p>A boxed set links one Video Greeting to every card in the box. Once a set is linked, it can't be unlinked.</p>
        </Faq>
      </>
    ),
  },
  {
    id: MIC_HELP_ANCHOR,
    title: 'Camera and microphone help',
    body: (
      <>
        <p>If you see “Sorry. We are unable to verify your microphone is on...”, or the recorder can't find your camera:</p>
        <ol>
          <li>Check that a webcam and microphone are connected, switched on and not muted.</li>
          <li>
            When your browser asks, allow this site to use your camera and microphone. If you blocked it earlier, allow it in the
            browser's site settings.
          </li>
          <li>Close any other application that is using the webcam or microphone.</li>
          <li>Refresh the page and try recording again.</li>
          <li>Still stuck? Try another browser or another device, or upload a video you have already recorded.</li>
        </ol>
        <p>
          The <HelpLink to={paths.tutorials()}>tutorials</HelpLink> show each step.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Still need help?',
    body: (
      <p>
        Call customer care at <a href={helpPhoneHref}>{env.helpPhone}</a>. See also the{' '}
        <HelpLink to={paths.terms()}>Terms of Use</HelpLink> and the <HelpLink to={paths.privacy()}>Privacy Policy</HelpLink>.
      </p>
    ),
  },
];

/** /faq and /qr-setup/{qrKey}/faq: every FAQ fact of both specs, with the #micHelp section. */
export default function FaqPage() {
  return <DocumentPage title="Frequently Asked Questions" sections={sections} />;
}
