import { newFizzRow } from '../rows';
import { FizzStatus, type ClipRow, type FizzRow, type SpecialFieldGroupValue } from '../types';
import { specialFieldGroupsFor } from './catalog';
import { daysAgoIso, daysAgoMs } from './dates';
import { media } from './media';
import { DEMO_USER_ID, OTHER_USER_ID } from './users';

const { producer, videoSubmitted, completed, published } = FizzStatus;
export const STATUS_IN_PROGRESS = producer;
export const STATUS_FINISHED = producer | videoSubmitted | completed;
export const STATUS_PUBLISHED = STATUS_FINISHED | published;

/** Fill an animation's special-field template, in item order, with the given values. */
function filledFields(animationId: number, values: string[]): SpecialFieldGroupValue[] {
  let next = 0;
  return specialFieldGroupsFor((animationId % 100) - 1).map((group) => ({
    title: group.title,
    items: group.items.map((item) => ({ ...item, value: values[next++] ?? '' })),
  }));
}

type FizzFixture = Pick<FizzRow, 'id' | 'ownerId' | 'name' | 'title' | 'taId' | 'themeId' | 'themeName' | 'img'> &
  Partial<FizzRow> & { fieldValues: string[] };

function fizz(now: number, f: FizzFixture): FizzRow {
  const { fieldValues, ...rest } = f;
  return newFizzRow({
    fizzCreated: daysAgoIso(7, now),
    price: 4.99,
    sku: `VG-${f.taId}`,
    uuid: `vid-${f.id}`,
    status: STATUS_IN_PROGRESS,
    inviteCode: `inv-${f.id}`,
    message: `Hi! I'm making a surprise video greeting: "${f.title}". Please add a photo or a short video!`,
    specialFields: filledFields(f.taId, fieldValues),
    musicId: 1,
    // the demo greetings keep their recipient pages as they are: each turns on what it shows
    showVideoStats: false,
    showComments: false,
    ...rest,
  });
}

/** The fields every finished greeting shares: locked, stitched video, pipeline long done. */
function finished(now: number, daysAgo: number, video: 1 | 2 | 3): Partial<FizzRow> {
  return {
    isLocked: true,
    status: STATUS_FINISHED,
    video: media.greetingVideo(video),
    currentStep: 4,
    finalizedAt: daysAgoMs(daysAgo, now),
  };
}

export function seedFizzes(now: number): FizzRow[] {
  return [
    fizz(now, {
      id: 1001,
      ownerId: DEMO_USER_ID,
      name: "Alex's Birthday",
      title: 'Happy Birthday, Alex!',
      taId: 101,
      themeId: 1,
      themeName: 'Birthday',
      img: media.animationImg('birthday-balloons'),
      fieldValues: ['Alex', 'Happy Birthday!', 'From all of us'],
      fizzCreated: daysAgoIso(3, now),
      musicId: 6,
      currentStep: 3,
      newestActorVideoId: 5005,
    }),
    fizz(now, {
      id: 1002,
      ownerId: DEMO_USER_ID,
      name: 'Our Anniversary',
      title: 'Happy Anniversary, Jordan!',
      taId: 201,
      themeId: 2,
      themeName: 'Anniversary',
      img: media.greetingPoster(2),
      fieldValues: ['Jordan', 'Ten wonderful years', ''],
      fizzCreated: daysAgoIso(12, now),
      musicId: 4,
      ...finished(now, 2, 2),
    }),
    fizz(now, {
      id: 1003,
      ownerId: DEMO_USER_ID,
      name: "Riley's Graduation",
      title: 'Congratulations, Riley!',
      taId: 401,
      themeId: 4,
      themeName: 'Graduation',
      img: media.greetingPoster(1),
      fieldValues: ['Riley', 'Congratulations, graduate!', 'We are so proud'],
      fizzCreated: daysAgoIso(20, now),
      musicId: 6,
      ...finished(now, 15, 1),
      status: STATUS_PUBLISHED,
      hasPaid: true,
      paidEmail: 'demo@example.com',
      shareUrl: '/vid/vid-1003',
      downloadUrl: '/vid/vid-1003/download',
      showVideoStats: true,
      showComments: true,
      thankyouAnimation: media.thankYouVideo,
      thankyouAnimationImg: media.thankYouPoster,
    }),
    fizz(now, {
      id: 1004,
      ownerId: DEMO_USER_ID,
      name: "Grandma's Birthday Card",
      title: 'Happy Birthday, Grandma!',
      taId: 102,
      themeId: 1,
      themeName: 'Birthday',
      img: media.greetingPoster(3),
      fieldValues: ['Grandma', 'Happy Birthday!', '', 'The whole family'],
      fizzCreated: daysAgoIso(30, now),
      musicId: 8,
      ...finished(now, 25, 3),
      status: STATUS_PUBLISHED,
      isPhysical: true,
      price: 0,
      sku: 'CARD-BDAY-102',
      shareUrl: '/vid/vid-1004',
      downloadUrl: '/vid/vid-1004/download',
      linkedQrKeys: ['QR-OWNED'],
    }),
    fizz(now, {
      id: 1005,
      ownerId: OTHER_USER_ID,
      name: 'Thanks, Coach!',
      title: 'Thank you, Coach Taylor!',
      taId: 501,
      themeId: 5,
      themeName: 'Thank You',
      img: media.playlistPoster(1),
      fieldValues: ['Coach Taylor', 'Thanks for a great season', ''],
      fizzCreated: daysAgoIso(40, now),
      musicId: 2,
      ...finished(now, 35, 2),
      status: STATUS_PUBLISHED,
      hasPaid: true,
      paidEmail: 'sam@example.com',
      shareUrl: '/vid/vid-playlist',
      downloadUrl: '/vid/vid-playlist/download',
      uuid: 'vid-playlist',
      showMultiPlayer: true,
      showVideoStats: true,
    }),
    fizz(now, {
      id: 1006,
      ownerId: OTHER_USER_ID,
      name: 'Get Well, Morgan',
      title: 'Get well soon, Morgan!',
      taId: 701,
      themeId: 7,
      themeName: 'Get Well',
      img: media.greetingPoster(3),
      fieldValues: ['Morgan', 'Thinking of you', 'Get well soon'],
      fizzCreated: daysAgoIso(45, now),
      musicId: 5,
      ...finished(now, 40, 3),
      status: STATUS_PUBLISHED,
      hasPaid: true,
      paidEmail: 'sam@example.com',
      shareUrl: '/vid/vid-komen',
      downloadUrl: '/vid/vid-komen/download',
      uuid: 'vid-komen',
      bannerType: 'komen',
    }),
  ];
}

type ClipFixture = Pick<ClipRow, 'id' | 'fizzId' | 'index' | 'image'> & Partial<ClipRow>;

function clip(now: number, c: ClipFixture): ClipRow {
  return {
    isImage: c.video === undefined || c.video === null,
    video: null,
    introVid: false,
    caption: '',
    audio_option: 0,
    addedBy: 'owner',
    mediaId: null,
    trimStart: null,
    trimEnd: null,
    micVol: null,
    createdAt: daysAgoIso(2, now),
    ...c,
  };
}

export function seedClips(now: number): ClipRow[] {
  return [
    // 1001: in progress, photos (jpg and png), an mp4 and a webm, two from invitees
    clip(now, { id: 5001, fizzId: 1001, index: 0, image: media.photo(1), caption: 'Best day ever' }),
    clip(now, { id: 5002, fizzId: 1001, index: 1, image: media.clipMp4Poster, video: media.clipMp4 }),
    clip(now, { id: 5003, fizzId: 1001, index: 2, image: media.photo(2), caption: 'Party time!', addedBy: 'invitee' }),
    clip(now, { id: 5004, fizzId: 1001, index: 3, image: media.photoPng }),
    clip(now, {
      id: 5005,
      fizzId: 1001,
      index: 4,
      image: media.clipWebmPoster,
      video: media.clipWebm,
      audio_option: 1,
      addedBy: 'invitee',
      caption: 'Love you!',
    }),
    // 1002, 1003, 1004, 1006: finished
    clip(now, { id: 5006, fizzId: 1002, index: 0, image: media.photo(1) }),
    clip(now, { id: 5007, fizzId: 1002, index: 1, image: media.clipMp4Poster, video: media.clipMp4 }),
    clip(now, { id: 5008, fizzId: 1003, index: 0, image: media.photo(2), caption: 'Graduation day' }),
    clip(now, { id: 5009, fizzId: 1003, index: 1, image: media.clipMp4Poster, video: media.clipMp4, addedBy: 'invitee' }),
    clip(now, { id: 5010, fizzId: 1003, index: 2, image: media.photoPng, audio_option: 2 }),
    clip(now, { id: 5011, fizzId: 1004, index: 0, image: media.photo(1) }),
    clip(now, { id: 5012, fizzId: 1004, index: 1, image: media.clipWebmPoster, video: media.clipWebm }),
    // 1005: the playlist (five videos)
    ...([1, 2, 3, 4, 5] as const).map((n) =>
      clip(now, {
        id: 5012 + n,
        fizzId: 1005,
        index: n - 1,
        image: media.playlistPoster(n),
        video: media.playlistVideo(n),
        caption: `Video ${n}`,
        addedBy: n === 1 ? 'owner' : 'invitee',
      }),
    ),
    clip(now, { id: 5018, fizzId: 1006, index: 0, image: media.photo(2) }),
    clip(now, { id: 5019, fizzId: 1006, index: 1, image: media.clipMp4Poster, video: media.clipMp4 }),
  ];
}
