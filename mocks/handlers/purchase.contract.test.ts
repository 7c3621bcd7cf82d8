import { beforeEach, describe, expect, it } from 'vitest';
import { getPurchaseItem } from '@/api/purchase/requests';
import { updateDb } from '../db/store';
import { signInAsDemo, signInAsOther } from '@/testing/sessions';
import { endSession } from '@/shared/lib/session';
import { PURCHASE_MESSAGES } from './purchase';

describe('GET /rest/fizz/{fizzId}', () => {
  beforeEach(signInAsDemo);

  it.each([
    ['1001: digital, unpaid → needs purchase', 1001, { needsPurchase: true, isQRBoxSet: false, isQRCard: false }],
    ['1003: paid', 1003, { needsPurchase: false, isQRBoxSet: false, isQRCard: false }],
    ['1004: the QR-OWNED card greeting', 1004, { needsPurchase: false, isQRBoxSet: false, isQRCard: true }],
  ])('%s', async (_, id, expected) => {
    await expect(getPurchaseItem(id)).resolves.toMatchObject({ id, ...expected });
  });

  it('a greeting linked to a boxed set is a box set; a free one needs no purchase', async () => {
    updateDb((s) => {
      s.qrCards.find((c) => c.qrKey === 'QR-BOX')!.fizzId = 1002;
      // linked the way POST /rest/qr/box-set-link links it
      Object.assign(
        s.fizzes.find((f) => f.id === 1002)!,
        { isQRBoxSet: true, linkedQrKeys: ['QR-BOX'] },
      );
      s.fizzes.find((f) => f.id === 1001)!.isFree = true;
    });
    await expect(getPurchaseItem(1002)).resolves.toMatchObject({ isQRBoxSet: true, isQRCard: false, needsPurchase: false });
    await expect(getPurchaseItem(1001)).resolves.toMatchObject({ needsPurchase: false });
  });

  it.each([
    ['another account', signInAsOther],
    ['no session', endSession],
  ])('price and purchase state are the owner’s: %s is refused', async (_, as) => {
    as();
    await expect(getPurchaseItem(1001)).rejects.toMatchObject({ name: 'ApiError', kind: 'server' });
  });

  it('an unknown id is refused with a message (404)', async () => {
    await expect(getPurchaseItem(9999)).rejects.toMatchObject({ message: PURCHASE_MESSAGES.unknown, httpStatus: 404 });
  });
});
