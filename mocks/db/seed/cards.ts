import type { QrCardRow } from '../types';
import { media } from './media';
import { DEMO_USER_ID, OTHER_USER_ID } from './users';

type CardFixture = Pick<QrCardRow, 'qrKey' | 'ownerId' | 'fizzId' | 'createThemeAnimationId'> & { isBoxSet?: boolean };

function card(c: CardFixture): QrCardRow {
  const isBoxSet = c.isBoxSet ?? false;
  return {
    ...c,
    isBoxSet,
    sku: isBoxSet ? `BOX-${c.createThemeAnimationId}` : `CARD-${c.createThemeAnimationId}`,
    image: isBoxSet ? media.boxSet : media.card,
    imgTall: isBoxSet ? media.boxSetTall : media.cardTall,
    previewVideo: media.introVideo('birthday'),
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
