/** The three steps of the landing page carousel. */
export const STEPS = [
  { title: 'Pick a design', text: 'Choose an occasion and an animated intro, then personalize it with your own words.' },
  { title: 'Add photos and videos', text: 'Upload or record clips, pick the music, and invite friends to add theirs.' },
  { title: 'Send the surprise', text: 'Finish your Video Greeting and send it by text, email or link.' },
] as const;

export type Step = (typeof STEPS)[number];
