/** The recipient page's words (quoted spec strings verbatim: part 2 §2, messages.txt). */
export const VIEWER_TEXT = {
  lead: 'Watch a surprise video made just for you',
  loading: 'Loading your Video Greeting…',
  errorHeading: 'Your Video Greeting',
  notReady: 'This Video Greeting is still being made. It will play here as soon as it is ready.',
  failed: "This Video Greeting couldn't be made, so it can't play here. Please let the person who sent it know.",
  /** To its owner: what went wrong comes between these, then the way to try again and the phone number. */
  failedOwner: "Your Video Greeting couldn't be made.",
  makeHere: 'Make it on this device',
  orCall: 'or call us at',
  videoFailed: "The video couldn't be loaded.",
  retryVideo: 'Try again',
  playlistLabel: 'Up next',
  shareHeading: 'Share this Video Greeting',
  thankYouHeading: 'Say thank you',
  thankYouBody: 'Record a short video to thank everyone who made this for you.',
  thankYouPreviewLabel: 'The thank-you animation',
  thankYouPreview: 'Your thank-you video starts with this animation.',
  thankYouButton: 'Send a thank-you video',
  createOwnHeading: 'Want to create your own Video Greeting?',
  createOwnBody: 'Pick an occasion, add photos, videos and music, and invite friends to join in.',
  createOwnButton: 'Create a Video Greeting',
  commentsHeading: 'Comments',
  commentsToggle: 'Enable/Disable all comments',
  commentsOff: 'Comments are turned off.',
  noComments: 'No comments yet. Be the first to say something nice!',
  commentPosted: 'Your comment was posted.',
  replyPosted: 'Your reply was posted.',
  commentRemoved: 'The comment was removed.',
  komenHeading: 'Together we can end breast cancer',
  komenBody: 'This Video Greeting supports Susan G. Komen®. Your gift funds research and care for people facing breast cancer.',
  komenButton: 'Donate to Susan G. Komen',
} as const;

/** The charity banner's donate link (bannerType 'komen'). */
export const KOMEN_DONATE_URL = 'https://www.komen.org/how-to-help/donate/';
