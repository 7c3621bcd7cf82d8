import { FORMATS_TEXT } from '@/shared/config/media';

/** The product facts the help and legal pages state (spec part 1 §1, §5, §9; part 2 §2, §5, §9). */
export const HELP_FACTS = {
  photoSeconds: 4,
  recommendedPhotosAtOnce: 10,
  recommendedVideosAtOnce: 3,
  /** The file types, read from the one list the pickers, the upload rules and the fake server use. */
  videoFormats: FORMATS_TEXT.video,
  photoFormats: FORMATS_TEXT.image,
  downloadMonths: 6,
  soundOptions: ['Background music plus video sound (the default)', 'Mute video sound', 'Mute background music'],
} as const;

export const LEGAL_FACTS = {
  termsEffective: 'December 26, 2021',
  privacyEffective: 'January 1, 2023',
  minimumAge: 18,
  arbitrationOptOutDays: 30,
  smallClaimsLimit: '$250,000',
  feeReimbursementLimit: '$10,000',
} as const;

/** The microphone check's message, which links to the FAQ's #micHelp section. */
export const MIC_HELP_ANCHOR = 'micHelp';

/** Spec part 2 §8, word for word (two spaces included). */
export const TUTORIALS_LOAD_ERROR = 'Error loading  videos. Please refresh the page to try again.';
