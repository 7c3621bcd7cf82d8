/** The boxed-set thank-you page's words (part 2 §2 "Boxed-set thank-you"). */
export const BOX_SET_TEXT = {
  heading: 'Your Boxed Set is ready!',
  lead: 'Every card in the box now plays your Video Greeting. Share it now, or download it to keep.',
  shareHeading: 'Share your Video Greeting',
  linkHeading: 'Link it to another Boxed Set',
  linkSteps: [
    'Scan the QR code on any card of the other Boxed Set.',
    'Sign in with this account.',
    'Choose to link a Video Greeting you have already made, and pick this one.',
    'Give it one last check and link it. A linked set cannot be unlinked.',
  ],
  copyLink: 'Copy link',
} as const;
