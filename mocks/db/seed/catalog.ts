import type {
  AnimationLandingRow,
  AnimationRow,
  ProjectLandingRow,
  SampleVideoRow,
  SpecialFieldGroupTemplate,
  SpecialFieldTemplateRow,
  ThemeRow,
  TutorialRow,
} from '../types';
import { media } from './media';

interface AnimationDef {
  key: string;
  name: string;
  price: number;
  oldPrice: number | null;
}

interface ThemeDef {
  themeId: number;
  key: string;
  name: string;
  bgColor: string;
  animations: AnimationDef[];
}

const a = (key: string, name: string, price = 4.99, oldPrice: number | null = null): AnimationDef => ({
  key,
  name,
  price,
  oldPrice,
});

/** Animation ids are themeId * 100 + position (101, 102, ... 201, ...). */
export const THEME_DEFS: readonly ThemeDef[] = [
  {
    themeId: 1,
    key: 'birthday',
    name: 'Birthday',
    bgColor: '#e4572e',
    animations: [
      a('balloons', 'Birthday Balloons', 4.99, 6.99),
      a('cake', 'Birthday Cake'),
      a('confetti', 'Confetti Party', 5.99, 7.99),
      a('party-hats', 'Party Hats', 3.99),
      a('sparklers', 'Sparklers', 4.99),
    ],
  },
  {
    themeId: 2,
    key: 'anniversary',
    name: 'Anniversary',
    bgColor: '#b8336a',
    animations: [
      a('hearts', 'Floating Hearts', 4.99, 6.99),
      a('roses', 'Red Roses', 5.99),
      a('champagne', 'Champagne Toast'),
      a('golden', 'Golden Years', 5.99, 7.99),
    ],
  },
  {
    themeId: 3,
    key: 'wedding',
    name: 'Wedding',
    bgColor: '#4a6fa5',
    animations: [
      a('bells', 'Wedding Bells', 5.99, 7.99),
      a('doves', 'White Doves'),
      a('rings', 'Two Rings'),
      a('cake', 'Wedding Cake', 5.99),
    ],
  },
  {
    themeId: 4,
    key: 'graduation',
    name: 'Graduation',
    bgColor: '#2e4057',
    animations: [
      a('caps', 'Caps in the Air', 4.99, 6.99),
      a('diploma', 'Diploma'),
      a('stars', 'Shining Stars', 3.99),
      a('fireworks', 'Fireworks', 5.99),
    ],
  },
  {
    themeId: 5,
    key: 'thank-you',
    name: 'Thank You',
    bgColor: '#2a9d8f',
    animations: [
      a('flowers', 'Thank You Flowers'),
      a('script', 'Handwritten Thanks', 3.99, 4.99),
      a('sunshine', 'Sunshine'),
      a('hearts', 'Grateful Hearts'),
    ],
  },
  {
    themeId: 6,
    key: 'holidays',
    name: 'Holidays',
    bgColor: '#1b4332',
    animations: [
      a('snowflakes', 'Snowflakes', 4.99, 6.99),
      a('ornaments', 'Ornaments'),
      a('lights', 'Twinkling Lights'),
      a('gifts', 'Wrapped Gifts', 5.99),
    ],
  },
  {
    themeId: 7,
    key: 'get-well',
    name: 'Get Well',
    bgColor: '#6a4c93',
    animations: [
      a('sunflowers', 'Sunflowers'),
      a('rainbow', 'Rainbow', 3.99),
      a('teddy', 'Teddy Bear', 4.99, 5.99),
      a('balloons', 'Get Well Balloons'),
    ],
  },
];

export function seedThemes(): ThemeRow[] {
  return THEME_DEFS.map((t) => ({
    themeId: t.themeId,
    name: t.name,
    img: media.themeImg(t.key),
    bgColor: t.bgColor,
    seoTitle: `${t.name} Video Greetings`,
    seoDescription: `Personalised ${t.name.toLowerCase()} video greetings with photos, videos and music from everyone.`,
    animationsHeader: `Choose a ${t.name.toLowerCase()} intro`,
    animationsFooter1: 'Add photos and videos, invite friends to contribute, then send it by text or email.',
    animationsFooter2: 'The finished video stays available to download for 6 months.',
  }));
}

export function seedAnimations(): AnimationRow[] {
  return THEME_DEFS.flatMap((t) =>
    t.animations.map((def, i) => {
      const id = t.themeId * 100 + i + 1;
      const slug = `${t.key}-${def.key}`;
      return {
        id,
        themeId: t.themeId,
        name: def.name,
        slug,
        img: media.animationImg(slug),
        video: media.introVideo(slug),
        overlay: media.overlay,
        price: def.price,
        oldPrice: def.oldPrice,
        sku: `VG-${id}`,
        previewImageCount: (i % 3) + 1,
      };
    }),
  );
}

/** Every animation asks for a recipient name and a message; every other one adds an optional signature. */
export function specialFieldGroupsFor(position: number): SpecialFieldGroupTemplate[] {
  const groups: SpecialFieldGroupTemplate[] = [
    { title: 'Recipient', items: [{ id: 1, placeholder: 'Name', required: true }] },
    {
      title: 'Message',
      items: [
        { id: 2, placeholder: 'Line 1', required: true },
        { id: 3, placeholder: 'Line 2', required: false },
      ],
    },
  ];
  if (position % 2 === 1) {
    groups.push({ title: 'From', items: [{ id: 4, placeholder: 'Signed by', required: false }] });
  }
  return groups;
}

export function seedSpecialFieldTemplates(animations: AnimationRow[]): SpecialFieldTemplateRow[] {
  return animations.map((anim) => ({
    animationId: anim.id,
    groups: specialFieldGroupsFor((anim.id % 100) - 1),
  }));
}

export function seedSampleVideos(): SampleVideoRow[] {
  return [
    { id: 1, img: media.samplePoster(1), video: media.sampleVideo(1), label: 'Birthday surprise from the whole family' },
    { id: 2, img: media.samplePoster(2), video: media.sampleVideo(2), label: 'Wedding wishes from friends near and far' },
    { id: 3, img: media.samplePoster(3), video: media.sampleVideo(3), label: 'Graduation cheers from the team' },
  ];
}

export function seedTutorials(): TutorialRow[] {
  return [
    { id: 1, title: 'Start a Video Greeting', img: media.tutorialPoster(1), video: media.tutorialVideo(1) },
    { id: 2, title: 'Add photos and videos', img: media.tutorialPoster(2), video: media.tutorialVideo(2) },
    { id: 3, title: 'Invite friends to contribute', img: media.tutorialPoster(3), video: media.tutorialVideo(3) },
    { id: 4, title: 'Finish and share', img: media.tutorialPoster(4), video: media.tutorialVideo(4) },
  ];
}

export function seedProjectLanding(animations: AnimationRow[]): ProjectLandingRow[] {
  return THEME_DEFS.map((t) => ({
    id: t.themeId,
    name: t.name,
    themeId: t.themeId,
    animationIds: animations
      .filter((anim) => anim.themeId === t.themeId)
      .slice(0, 4)
      .map((anim) => anim.id),
  }));
}

export function seedAnimationLandings(animations: AnimationRow[], samples: SampleVideoRow[]): AnimationLandingRow[] {
  return animations.map((anim) => ({
    slug: anim.slug,
    id: anim.id,
    img: anim.img,
    shopImg: media.shopBanner,
    video: anim.video,
    headline: `${anim.name}: a video greeting from everyone`,
    body: 'Personalise the intro, add photos and videos, invite friends to join in and send it by text or email.',
    btnText: 'Personalize this video',
    samples: samples.map(({ img, video, label }) => ({ img, video, label })),
    linkToTheme: `/theme/${anim.themeId}`,
  }));
}
