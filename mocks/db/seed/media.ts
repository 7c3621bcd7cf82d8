// URLs of the demo media under public/media (one place, so the seed never points at a missing file).

const M = '/media';

export const media = {
  themeImg: (key: string) => `${M}/art/themes/${key}.svg`,
  /** A template's thumbnail and intro (made by scripts/demo-media, one of each per template). */
  animationImg: (slug: string) => `${M}/art/animations/${slug}.jpg`,
  introVideo: (slug: string) => `${M}/videos/intro-${slug}.mp4`,
  overlay: `${M}/art/overlay.svg`,
  shopBanner: `${M}/art/shop-banner.svg`,
  card: `${M}/art/cards/card.svg`,
  cardTall: `${M}/art/cards/card-tall.svg`,
  boxSet: `${M}/art/cards/box-set.svg`,
  boxSetTall: `${M}/art/cards/box-set-tall.svg`,
  greetingVideo: (n: 1 | 2 | 3) => `${M}/videos/greeting-${n}.mp4`,
  greetingPoster: (n: 1 | 2 | 3) => `${M}/videos/greeting-${n}.jpg`,
  thankYouVideo: `${M}/videos/thank-you.mp4`,
  thankYouPoster: `${M}/videos/thank-you.jpg`,
  sampleVideo: (n: 1 | 2 | 3) => `${M}/videos/sample-${n}.mp4`,
  samplePoster: (n: 1 | 2 | 3) => `${M}/videos/sample-${n}.jpg`,
  tutorialVideo: (n: 1 | 2 | 3 | 4) => `${M}/videos/tutorial-${n}.mp4`,
  tutorialPoster: (n: 1 | 2 | 3 | 4) => `${M}/videos/tutorial-${n}.jpg`,
  howToVideo: `${M}/videos/how-to.mp4`,
  campaignBgVideo: `${M}/videos/campaign-bg.mp4`,
  campaignSideVideo: `${M}/videos/campaign-side.mp4`,
  photo: (n: 1 | 2) => `${M}/photos/photo-${n}.jpg`,
  photoPng: `${M}/photos/photo-3.png`,
  clipMp4: `${M}/clips/clip-1.mp4`,
  clipMp4Poster: `${M}/clips/clip-1.jpg`,
  clipWebm: `${M}/clips/clip-2.webm`,
  clipWebmPoster: `${M}/clips/clip-2.jpg`,
  playlistVideo: (n: 1 | 2 | 3 | 4 | 5) => `${M}/clips/playlist-${n}.mp4`,
  playlistPoster: (n: 1 | 2 | 3 | 4 | 5) => `${M}/clips/playlist-${n}.jpg`,
  /** A demo track (seed/music.ts names each file; scripts/demo-media makes them). */
  music: (file: string) => `${M}/music/${file}`,
} as const;
