import { http, type HttpHandler } from 'msw';
import { getDb } from '../db/store';
import { fail, ok, rest } from '../http';
import { isQrCard, needsPurchase } from '../rules';

// GET /rest/fizz/{fizzId} (spec part 2 §7): what the purchase routing after a sign-up reads.

export const PURCHASE_MESSAGES = { unknown: "We couldn't find that Video Greeting." } as const;

export const purchaseHandlers: HttpHandler[] = [
  // plain GET /rest/fizz/{id} only: query variants (?screen=inviteCode, ?type=edit-flow…) and
  // non-numeric paths (/rest/fizz/list) belong to other handlers
  http.get(rest('/fizz/:fizzId'), ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    if ([...query.keys()].some((k) => k !== 'cache')) return undefined;
    if (!/^\d+$/.test(String(params.fizzId))) return undefined;
    const fizz = getDb().fizzes.find((f) => f.id === Number(params.fizzId));
    if (!fizz) return fail(PURCHASE_MESSAGES.unknown, 404);
    return ok({
      item: {
        id: fizz.id,
        name: fizz.name,
        img: fizz.img,
        price: fizz.price,
        isLocked: fizz.isLocked,
        // the same rules checkout and lockdown use, so every screen agrees
        needsPurchase: needsPurchase(fizz),
        isQRBoxSet: fizz.isQRBoxSet,
        isQRCard: isQrCard(fizz),
      },
    });
  }),
];
