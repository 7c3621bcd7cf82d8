import type { QrCardRow } from '../types';
import { THEME_DEFS } from './catalog';
import { media } from './media';
import { DEMO_USER_ID, OTHER_USER_ID } from './users';

type CardFixture = Pick<QrCardRow, 'qrKey' | 'ownerId' | 'fizzId' | 'createThemeAnimationId'> & { isBoxSet?: boolean };

/** The slug of the template a card was printed for (ids are themeId * 100 + position). */
function templateSlug(animationId: number): string {
  const theme = THEME_DEFS.find((t) => t.themeId === Math.floor(animationId / 100))!;
  return `${theme.key}-${theme.animations[(animationId % 100) - 1].key}`;
}

function card(c: CardFixture): QrCardRow {
  const isBoxSet = c.isBoxSet ?? false;
  return {
    ...c,
    isBoxSet,
    sku: isBoxSet ? `BOX-${c.createThemeAnimationId}` : `CARD-${c.createThemeAnimationId}`,
    image: isBoxSet ? media.boxSet : media.card,
    imgTall: isBoxSet ? media.boxSetTall : media.cardTall,
    // the card's welcome shows its own template's intro
    previewVideo: media.introVideo(templateSlug(c.createThemeAnimationId)),
    howToVideo: media.howToVideo,
  };
}

export function seedQrCards(): QrCardRow[] {
  return [
    card({ qrKey: 'QR-NEW', ownerId: null, fizzId: null, createThemeAnimationId: 101 }),
    card({ qrKey: 'QR-OWNED', ownerId: DEMO_USER_ID, fizzId: 1004, createThemeAnimationId: 102 }),
    card({ qrKey: 'QR-OTHER', ownerId: OTHER_USER_ID, fizzId: null, createThemeAnimationId: 201 }),
    card({ qrKey: 'QR-BOX', ownerId: DEMO_USER_ID, fizzId: null, createThemeAnimationId: 601, isBoxSet: true }),
    card({ qrKey: 'QR-BOX-NEW', ownerId: null, fizzId: null, createThemeAnimationId: 602, isBoxSet: true }),
    card({ qrKey: 'QR-DEMO-UNASSIGNED', ownerId: DEMO_USER_ID, fizzId: null, createThemeAnimationId: 301 }),
  ];
}
