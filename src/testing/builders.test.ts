import { describe, expect, it } from 'vitest';
import {
  getAnimationLanding,
  getCampaign,
  getProjectLanding,
  getSampleVideos,
  getThemeDetail,
  getThemes,
  getTutorials,
} from '@/api/catalog/requests';
import { addClip, getEditDetail } from '@/api/editor/requests';
import { getGreetingList, personalize } from '@/api/greetings/requests';
import { getProcess } from '@/api/preview/requests';
import { getBoxSetPreview } from '@/api/qr/requests';
import { getActorInfo, getOfferInfo } from '@/api/user/requests';
import { getComments, getViewerGreeting } from '@/api/viewer/requests';
import { startSession } from '@/shared/lib/session';
import { OFFER_SESSION_ID } from '#mocks/db/seed/users';
import { getDb } from '#mocks/db/store';
import { FizzStatus as GreetingStatus } from '#mocks/db/types';
import { ALREADY_LINKED } from '#mocks/handlers/qr';
import { sniffClipType } from '#mocks/mediaCheck';
import { setScenarios } from '#mocks/scenarios/scenarios';
import {
  clipsOf,
  givenAnimation,
  givenAnimationLanding,
  givenCampaign,
  givenClip,
  givenComment,
  givenFieldTemplate,
  givenFreeOffer,
  givenGreeting,
  givenGuestGreeting,
  givenLinkedBoxSet,
  givenMusicTrack,
  givenNewGreeting,
  givenNoAnimations,
  givenNoClips,
  givenNoGreetings,
  givenNoLandingDesigns,
  givenNoSampleVideos,
  givenNoThemes,
  givenNoTutorials,
  givenQrCard,
  givenSession,
  givenShareOffer,
  givenTheme,
  givenTutorial,
  givenUser,
  givenVideoInProcess,
  gifFile,
  GREETINGS,
  jpegFile,
  movFile,
  mp4File,
  pngFile,
  textFile,
  webmFile,
} from './builders';
import { signInAsDemo, startGuestSession } from './sessions';

describe('test builders: the fake server as a test needs it, through its own API', () => {
  it('givenGreeting changes a seeded greeting', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1, name: 'Renamed for a test' });
    const { greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting).toMatchObject({ currentStep: 1, name: 'Renamed for a test' });
    expect(() => givenGreeting({}, 42)).toThrow(/no greeting 42/);
  });

  it('givenNewGreeting and givenNoGreetings shape the list', async () => {
    signInAsDemo();
    givenNoGreetings();
    const made = givenNewGreeting({ name: 'Only this one' });
    const list = await getGreetingList();
    expect(list.items.map((i) => [i.id, i.name])).toEqual([[made.id, 'Only this one']]);
  });

  it('givenClip adds at the end', async () => {
    signInAsDemo();
    const clip = givenClip(GREETINGS.inProgress, { caption: 'Added by a test', isImage: false });
    const { greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting.videos.at(-1)).toMatchObject({ id: clip.id, caption: 'Added by a test', isImage: false, index: 5 });
    expect(clipsOf(GREETINGS.inProgress)).toHaveLength(6);
  });

  it('givenGuestGreeting gives a greeting to the anonymous guest session: no account lists it', async () => {
    givenGuestGreeting(GREETINGS.inProgress);
    startGuestSession();
    const { greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting.id).toBe(GREETINGS.inProgress);
    signInAsDemo();
    expect((await getGreetingList()).items.map((i) => i.id)).not.toContain(GREETINGS.inProgress);
  });

  it('givenVideoInProcess: a finished greeting whose video is still being made', async () => {
    setScenarios(['processing-stuck']);
    signInAsDemo();
    expect(await getProcess(GREETINGS.paid)).toMatchObject({ isDone: true });
    givenVideoInProcess(GREETINGS.paid);
    const answer = await getProcess(GREETINGS.paid);
    expect(answer).toMatchObject({ isDone: false, video: null });
    expect(answer.greetingStatus & GreetingStatus.completed).toBe(0);
  });

  it('givenComment adds a comment to vid-1003', async () => {
    givenComment({ body: 'From a builder' });
    const { comments } = await getComments('vid-1003');
    expect(comments[0]).toMatchObject({ body: 'From a builder' });
  });

  it('givenNoClips empties a greeting', async () => {
    signInAsDemo();
    givenNoClips(GREETINGS.inProgress);
    const { greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting.videos).toEqual([]);
    expect(clipsOf(GREETINGS.inProgress)).toEqual([]);
  });

  it('givenSession makes an invitee the server knows; givenUser changes an account', async () => {
    const ivy = givenSession({
      inviteFizzId: GREETINGS.inProgress,
      contact: { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com' },
    });
    startSession(ivy.id, false);
    expect(await getActorInfo()).toMatchObject({ firstName: 'Ivy', email: 'ivy@example.com' });

    signInAsDemo();
    givenUser({ firstName: 'Renamed' });
    expect(await getActorInfo()).toMatchObject({ firstName: 'Renamed', email: 'demo@example.com' });
    expect(() => givenUser({}, 42)).toThrow(/givenUser\(42\)/);
  });

  it('givenFreeOffer and givenShareOffer change an offer, merging the ui they are given', async () => {
    startSession(OFFER_SESSION_ID, true);
    givenFreeOffer({ offerExpiresInDays: 2, ui: { signInText: 'From a builder' } });
    const { offer: free } = await getOfferInfo('login');
    expect(free).toMatchObject({ offerExpiresInDays: 2, ui: { signInText: 'From a builder' } });
    expect(free?.ui.claimMarkup).toContain('Your free Video Greeting is waiting!');

    givenShareOffer({ ui: { isPopup: true } });
    const { item } = await getViewerGreeting('vid-1003');
    expect(item.offer?.ui).toMatchObject({ isPopup: true, claimBtn: 'Redeem my free greeting' });
    expect(() => givenShareOffer({}, 42)).toThrow(/no share offer on greeting 42/);
  });

  it('givenCampaign and givenQrCard change a campaign and a card', async () => {
    givenCampaign({ headline: 'A campaign from a builder' });
    expect(await getCampaign('free-july')).toMatchObject({ headline: 'A campaign from a builder' });

    signInAsDemo();
    givenQrCard({ fizzId: GREETINGS.paid }, 'QR-BOX');
    await expect(getBoxSetPreview('QR-BOX', GREETINGS.finished)).rejects.toMatchObject({ message: ALREADY_LINKED });
  });

  it('givenLinkedBoxSet links a boxed set to a greeting as the link call does', async () => {
    signInAsDemo();
    givenLinkedBoxSet(GREETINGS.paid);
    await expect(getBoxSetPreview('QR-BOX', GREETINGS.finished)).rejects.toMatchObject({ message: ALREADY_LINKED });
    expect(getDb().fizzes.find((f) => f.id === GREETINGS.paid)).toMatchObject({ isQRBoxSet: true, linkedQrKeys: ['QR-BOX'] });
    expect(() => givenLinkedBoxSet(GREETINGS.paid, 'QR-NONE')).toThrow(/givenLinkedBoxSet\(QR-NONE\)/);
  });

  it('the catalog builders change a theme, a design, its form, a landing, a track and a tutorial; givenNoThemes empties it', async () => {
    const [animation] = getDb().animations;
    givenTheme({ name: 'A theme from a builder' }, animation.themeId);
    givenAnimation({ name: 'A design from a builder' }, animation.id);
    const theme = await getThemeDetail(animation.themeId);
    expect(theme.name).toBe('A theme from a builder');
    expect(theme.animations.find((a) => a.id === animation.id)).toMatchObject({ name: 'A design from a builder' });

    givenFieldTemplate(
      { groups: [{ title: 'Only group', items: [{ id: 1, placeholder: 'Only field', required: true }] }] },
      animation.id,
    );
    signInAsDemo();
    const { specialFields } = await personalize(animation.id);
    expect(specialFields.map((g) => g.title)).toEqual(['Only group']);

    givenAnimationLanding({ headline: 'A landing from a builder' }, animation.slug);
    expect(await getAnimationLanding(animation.slug)).toMatchObject({ headline: 'A landing from a builder' });

    givenMusicTrack({ name: 'Calm - From a builder' }, 1);
    const { greeting } = await getEditDetail(GREETINGS.inProgress);
    expect(greeting.music.options.find((m) => m.id === 1)).toMatchObject({ name: 'Calm - From a builder' });

    givenTutorial({ title: 'A tutorial from a builder' }, 1);
    expect((await getTutorials()).items[0]).toMatchObject({ title: 'A tutorial from a builder' });

    givenNoAnimations(animation.themeId);
    expect((await getThemeDetail(animation.themeId)).animations).toEqual([]);
    givenNoTutorials();
    expect((await getTutorials()).items).toEqual([]);
    givenNoSampleVideos();
    expect((await getSampleVideos()).samples).toEqual([]);
    givenNoLandingDesigns();
    expect((await getProjectLanding()).rows).toEqual([]);

    givenNoThemes();
    // the rows stay, with no occasion in any of them
    expect((await getThemes()).rows.flatMap((r) => ('items' in r ? r.items : [r]))).toEqual([]);
  });

  it.each([
    ['jpegFile', jpegFile(), { kind: 'image', mime: 'image/jpeg' }],
    ['pngFile', pngFile(), { kind: 'image', mime: 'image/png' }],
    ['gifFile', gifFile(), { kind: 'image', mime: 'image/gif' }],
    ['mp4File', mp4File(), { kind: 'video', mime: 'video/mp4' }],
    ['movFile', movFile(), { kind: 'video', mime: 'video/quicktime' }],
    ['webmFile', webmFile(), { kind: 'video', mime: 'video/webm' }],
    ['textFile', textFile('fake.jpg', 'image/jpeg'), null],
  ])('%s has the leading bytes of what it claims', async (_name, file, expected) => {
    expect(sniffClipType(new Uint8Array(await file.arrayBuffer()))).toEqual(expected);
  });

  it('their bytes reach the fake server through an upload (jsdom keeps them)', async () => {
    signInAsDemo();
    const { clips } = await addClip(GREETINGS.inProgress, mp4File(), { sizeMb: 0.01, isVideo: true });
    expect(clips[0]).toMatchObject({ isImage: false });
    await expect(
      addClip(GREETINGS.inProgress, textFile('fake.jpg', 'image/jpeg'), { sizeMb: 0.01, isVideo: false }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
