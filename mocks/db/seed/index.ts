// createSeed(): the demo fixtures (a contract: docs/fake-server.md, tests and demos rely on these ids).
import type { Counters, DbState } from '../types';
import {
  seedAnimationLandings,
  seedAnimations,
  seedProjectLanding,
  seedSampleVideos,
  seedSpecialFieldTemplates,
  seedThemes,
  seedTutorials,
} from './catalog';
import { seedQrCards } from './cards';
import { seedClips, seedFizzes } from './fizzes';
import { DEFAULT_MUSIC_ID, seedMusic } from './music';
import { seedCampaigns, seedOffers } from './offers';
import { seedOtps, seedSessions, seedUsers } from './users';
import { seedComments, seedLikes, seedViews } from './viewer';
import { newSecret } from '../../visitors';

const maxPlusOne = (ids: number[]): number => Math.max(0, ...ids) + 1;

export function createSeed(now: number = Date.now()): DbState {
  const animations = seedAnimations();
  const sampleVideos = seedSampleVideos();
  const users = seedUsers(now);
  const fizzes = seedFizzes(now);
  const clips = seedClips(now);
  const comments = seedComments(now);
  const counters: Counters = {
    fizz: maxPlusOne(fizzes.map((f) => f.id)),
    clip: maxPlusOne(clips.map((c) => c.id)),
    user: maxPlusOne(users.map((u) => u.id)),
    comment: maxPlusOne(comments.map((c) => c.id)),
    media: 1,
  };
  return {
    users,
    sessions: seedSessions(now),
    otps: seedOtps(),
    themes: seedThemes(),
    animations,
    specialFieldTemplates: seedSpecialFieldTemplates(animations),
    music: seedMusic(),
    sampleVideos,
    tutorials: seedTutorials(),
    projectLanding: seedProjectLanding(animations),
    animationLandings: seedAnimationLandings(animations, sampleVideos),
    settings: { defaultMusicId: DEFAULT_MUSIC_ID, paymentPublicKey: 'pk_test_mock_video_greetings', helpPhone: '1-800-555-0199' },
    fizzes,
    clips,
    qrCards: seedQrCards(),
    offers: seedOffers(),
    campaigns: seedCampaigns(),
    comments,
    likes: seedLikes(),
    views: seedViews(),
    visitors: { secret: newSecret(), hits: {}, lastViews: {} },
    counters,
    media: {},
  };
}

export {
  DEMO_PASSWORD,
  DEMO_SESSION_ID,
  DEMO_USER_ID,
  GUEST_SESSION_ID,
  OFFER_SESSION_ID,
  OFFER_USER_ID,
  OTHER_SESSION_ID,
  OTHER_USER_ID,
} from './users';
export { DEFAULT_MUSIC_ID, HIDDEN_MUSIC_ID, NO_MUSIC_ID } from './music';
export { FREE_OFFER_CODE } from './offers';
