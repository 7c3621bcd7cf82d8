import { http, type HttpHandler } from 'msw';
import type { Finalize } from '@/api/preview/schemas';
import { getDb, updateDb } from '../db/store';
import type { FizzRow } from '../db/types';
import { numericParam, ok, rest } from '../http';
import { isDoneStatus, isProcessingStatus, pipelineProgress, startPipeline, syncPipeline } from '../pipeline';
import { absoluteUrl, FINISHED, findFizz, isQrCard, needsPurchase, publish, requireEditable, requireOwner } from '../rules';
import { videoReportOf } from '../videoReport';

export const ALREADY_FINISHED = FINISHED;

/** Brings a greeting up to date with the pipeline clock and returns it. */
function synced(fizz: FizzRow): FizzRow {
  return updateDb(() => {
    syncPipeline(fizz);
    return fizz;
  });
}

function finalizeTexts(fizz: FizzRow): Pick<Finalize, 'modal' | 'title' | 'body'> {
  if (fizz.isThankyou) {
    return {
      title: 'Preview your thank-you video',
      body: 'Watch it from start to finish. When you are happy with it, finish it and send it.',
      modal: {
        header: 'Ready to send your thank-you?',
        body: 'Once it is finished, nobody can add to it or change it.',
        confirmBtnText: "It's finished",
      },
    };
  }
  return {
    title: 'Preview your Video Greeting',
    body: "Watch it from start to finish. When you are happy with it, click “It's finished”.",
    modal: {
      header: 'Is your Video Greeting finished?',
      body: 'Once it is finished, nobody can add to it or change it.',
      confirmBtnText: "It's finished",
    },
  };
}

/** The thank-you item (spec part 1 §3 "Fizz"), URLs absolute. */
export function fizzItem(request: Request, fizz: FizzRow) {
  const origin = absoluteUrl(request, '/');
  return {
    id: fizz.id,
    name: fizz.name,
    img: fizz.img,
    video: isDoneStatus(fizz.status) ? fizz.video : null,
    isLocked: fizz.isLocked,
    isPhysical: fizz.isPhysical,
    isQRBoxSet: fizz.isQRBoxSet,
    isQRCard: isQrCard(fizz),
    isThankyou: fizz.isThankyou,
    hideDelete: fizz.hideDelete,
    shareUrl: absoluteUrl(request, fizz.shareUrl),
    downloadUrl: absoluteUrl(request, fizz.downloadUrl),
    fizzCreated: fizz.fizzCreated,
    inviteSampleNoLink: fizz.message,
    inviteLink: `${origin}in/${encodeURIComponent(fizz.inviteCode)}`,
    hasPaid: fizz.hasPaid,
    needsPurchase: needsPurchase(fizz),
    price: fizz.price,
    isFree: fizz.isFree,
    sku: fizz.sku,
    themeName: fizz.themeName,
    uuid: fizz.uuid,
    status: fizz.status,
  };
}

/**
 * GET /rest/fizz/{id}/detail without ?type=edit-flow: the thank-you item. The one detail handler
 * (editor.ts) calls this.
 */
export function thankYouDetail(request: Request, fizz: FizzRow) {
  requireOwner(request, fizz, { allowGuest: true });
  synced(fizz);
  return ok({ item: fizzItem(request, fizz) });
}

function lockdownAnswer(fizz: FizzRow) {
  return {
    name: fizz.name,
    price: fizz.price,
    img: fizz.img,
    needsPurchase: needsPurchase(fizz),
    isQRBoxSet: fizz.isQRBoxSet,
    isQRCard: isQrCard(fizz),
    isLocked: fizz.isLocked,
  };
}

export const previewHandlers: HttpHandler[] = [
  // the "combine" request: queues the stitching unless it is already under way; a locked greeting
  // is left as it is (the preview then sends the creator to /list)
  http.put(rest('/fizz/:id/new-finalize'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireOwner(request, fizz);
    updateDb(() => {
      syncPipeline(fizz);
      if (!fizz.isLocked && !isProcessingStatus(fizz.status)) startPipeline(fizz);
    });
    return ok({
      img: fizz.img,
      video: isDoneStatus(fizz.status) ? fizz.video : null,
      isLocked: fizz.isLocked,
      isThankyou: fizz.isThankyou,
      isQRBoxSet: fizz.isQRBoxSet,
      isPhysical: fizz.isPhysical,
      ...finalizeTexts(fizz),
    });
  }),

  http.get(rest('/fizz/process/:id'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireOwner(request, fizz);
    synced(fizz);
    const isDone = isDoneStatus(fizz.status);
    return ok({
      img: fizz.img,
      isDone,
      fizzStatus: fizz.status,
      video: isDone ? fizz.video : null,
      // ours, beyond the spec: how far the video is made, and what its making says (a clip left out, a failure)
      progress: isDone ? null : pipelineProgress(fizz.id),
      message: fizz.renderMessage,
      // ours too: failed or not, and the clips it left out by id and place, to name them as the clip list does
      videoReport: videoReportOf(getDb(), fizz, true),
    });
  }),

  http.post(rest('/fizz/:id/confirm-finalize-check'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireOwner(request, fizz);
    synced(fizz);
    requireEditable(fizz);
    return ok({ isDone: isDoneStatus(fizz.status), isLocked: fizz.isLocked, needsPurchase: needsPurchase(fizz) });
  }),

  // locking is irreversible: nothing unlocks a greeting, and locking again answers the same
  http.post(rest('/fizz/:id/lockdown'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.id, 'Video Greeting'));
    requireOwner(request, fizz);
    updateDb(() => {
      syncPipeline(fizz);
      if (fizz.isLocked) return;
      if (fizz.finalizedAt === null) startPipeline(fizz);
      fizz.isLocked = true;
      // a card, boxed-set, free or thank-you greeting can be shared at once; a digital one after paying
      if (!needsPurchase(fizz)) publish(fizz);
    });
    return ok(lockdownAnswer(fizz));
  }),
];
