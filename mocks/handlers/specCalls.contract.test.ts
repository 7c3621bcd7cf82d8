import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imagePreviewUrl } from '../../src/api/fizz/requests';
import { SESSION_HEADER } from '../../src/shared/lib/session';
import { DEMO_SESSION_ID } from '../db/seed';

// The inventory of every call in both spec call tables (part 1 §7, part 2 §7): a row per distinct
// call, the seven rows part 2 repeats from part 1 counted once, and the two calls a row names
// together ("POST /rest/fizz or PUT /rest/fizz/{id}", "PUT register-password or PUT settings")
// counted apart. 22 + 45 - 7 = 60. Each row names the resource whose contract test
// (`<resource>.contract.test.ts`) calls it, through the app's own request function, with a success
// and an error case.

type Row = [call: string, part: '1' | '2' | '1+2', resource: string, requestFn: string, method: string, sampleUrl: string];

const SPEC_CALLS: Row[] = [
  // part 1 §7
  ['POST /rest/user/login?type=site', '1', 'user', 'login', 'POST', '/rest/user/login?type=site'],
  ['POST /rest/user/register-react?type=web&screen={from}', '1', 'user', 'register', 'POST', '/rest/user/register-react?type=web&screen=register'],
  ['POST /rest/user/send-password-link', '1+2', 'user', 'sendPasswordLink', 'POST', '/rest/user/send-password-link'],
  ['GET /rest/user/actor-info (?result=interested)', '1+2', 'user', 'getActorInfo', 'GET', '/rest/user/actor-info?result=interested'],
  ['GET /rest/offer/info?page=login|register', '1', 'user', 'getOfferInfo', 'GET', '/rest/offer/info?page=login'],
  ['POST /rest/message/log', '1', 'user', 'logMessage', 'POST', '/rest/message/log'],
  ['GET /rest/project-landing?taId={id}', '1', 'catalog', 'getProjectLanding', 'GET', '/rest/project-landing?taId=101'],
  ['GET /rest/config/sample-videos', '1', 'catalog', 'getSampleVideos', 'GET', '/rest/config/sample-videos'],
  ['GET /rest/theme-animation/{slug}/landing', '1', 'catalog', 'getAnimationLanding', 'GET', '/rest/theme-animation/101/landing'],
  ['GET /rest/theme-v3?cache={random}', '1', 'catalog', 'getThemes', 'GET', '/rest/theme-v3?cache=1'],
  ['GET /rest/theme/{themeId}/theme-animation-v2?key=&cache=', '1', 'catalog', 'getThemeDetail', 'GET', '/rest/theme/1/theme-animation-v2?cache=1'],
  ['POST /rest/theme-animation/{id}?key={key}', '1', 'fizz', 'personalize', 'POST', '/rest/theme-animation/101'],
  ['GET /rest/theme-animation/{id}/image-preview/{index}/{text}', '1+2', 'fizz', 'imagePreviewUrl', 'GET', imagePreviewUrl(101, 0, 'Hi')],
  ['POST /rest/fizz', '1', 'fizz', 'createFizz', 'POST', '/rest/fizz'],
  ['PUT /rest/fizz/{id}', '1+2', 'fizz', 'updateFizz', 'PUT', '/rest/fizz/1001'],
  ['GET /rest/fizz/list', '1', 'fizz', 'getFizzList', 'GET', '/rest/fizz/list'],
  ['DELETE /rest/fizz/{id}', '1', 'fizz', 'deleteFizz', 'DELETE', '/rest/fizz/1001'],
  ['GET /rest/fizz/{id}?screen=inviteCode', '1+2', 'fizz', 'getInviteCode', 'GET', '/rest/fizz/1001?screen=inviteCode'],
  ['POST /rest/tracking/best/invite-intent?fizzId={id}', '1+2', 'fizz', 'trackInviteIntent', 'POST', '/rest/tracking/best/invite-intent?fizzId=1001'],
  ['GET /rest/fizz/{fizzId}/checkout', '1', 'checkout', 'getCheckout', 'GET', '/rest/fizz/1002/checkout'],
  ['GET /rest/fizz/{fizzId}/detail', '1+2', 'preview', 'getFizzDetail', 'GET', '/rest/fizz/1003/detail'],
  ['POST /rest/payments/fizz/{fizzId}/pay', '1', 'checkout', 'payForFizz', 'POST', '/rest/payments/fizz/1002/pay'],
  // part 2 §7 (calls not already in part 1)
  ['PUT /rest/fizz/{id}/music', '2', 'editor', 'saveMusic', 'PUT', '/rest/fizz/1001/music'],
  ['GET /rest/fizz/{id}/detail?type=edit-flow&cache=', '2', 'editor', 'getEditDetail', 'GET', '/rest/fizz/1001/detail?type=edit-flow&cache=1'],
  ['POST /rest/fizz/{id}/update-current-step?cache=', '2', 'editor', 'updateCurrentStep', 'POST', '/rest/fizz/1001/update-current-step?cache=1'],
  ['POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=', '2', 'editor', 'addClip', 'POST', '/rest/fizz/1001/add-clip?type=upload&size=1&isVideo=no'],
  ['POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={uuid}', '2', 'editor', 'addClip', 'POST', '/rest/fizz/1001/add-clip?type=invite&uuid=inv-1001'],
  ['POST /rest/fizz/thank-you-add-clip', '2', 'invitee', 'addThankYouClip', 'POST', '/rest/fizz/thank-you-add-clip'],
  ['PUT /rest/video/rearrange', '2', 'editor', 'rearrangeClips', 'PUT', '/rest/video/rearrange'],
  ['DELETE /rest/video/{id}', '2', 'editor', 'deleteClip', 'DELETE', '/rest/video/1'],
  ['PUT /rest/video/{id}/caption/{caption}', '2', 'editor', 'saveCaption', 'PUT', '/rest/video/1/caption/Hello'],
  ['POST /rest/video/audio-option', '2', 'editor', 'saveAudioOption', 'POST', '/rest/video/audio-option'],
  ['PUT /rest/video/{id}/trim', '2', 'editor', 'trimClip', 'PUT', '/rest/video/1/trim'],
  ['POST /rest/fizz/{id}/newest-actor-video', '2', 'editor', 'getNewestActorVideo', 'POST', '/rest/fizz/1001/newest-actor-video'],
  ['PUT /rest/fizz/{id}/new-finalize', '2', 'preview', 'newFinalize', 'PUT', '/rest/fizz/1001/new-finalize'],
  ['GET /rest/fizz/process/{id}?cache=', '2', 'preview', 'getProcess', 'GET', '/rest/fizz/process/1003?cache=1'],
  ['POST /rest/fizz/{id}/confirm-finalize-check', '2', 'preview', 'confirmFinalizeCheck', 'POST', '/rest/fizz/1001/confirm-finalize-check'],
  ['POST /rest/fizz/{id}/lockdown', '2', 'preview', 'lockdown', 'POST', '/rest/fizz/1001/lockdown'],
  ['GET /rest/qr/{code}?auto-account=true', '2', 'qr', 'scanQr', 'GET', '/rest/qr/QR-NEW?auto-account=true'],
  ['GET /rest/invite/{code}/fizz', '2', 'invitee', 'getInviteFizz', 'GET', '/rest/invite/inv-1001/fizz'],
  ['GET /rest/tutorial', '2', 'catalog', 'getTutorials', 'GET', '/rest/tutorial'],
  ['GET /rest/user/actor-info?result=skip', '2', 'user', 'skipActorOffer', 'GET', '/rest/user/actor-info?result=skip'],
  ['POST /rest/user/actor-info?uuid={uuid}', '2', 'user', 'redeemActorOffer', 'POST', '/rest/user/actor-info?uuid=inv-1001'],
  ['PUT /rest/user/register-password/{otp}', '2', 'user', 'changePasswordByOtp', 'PUT', '/rest/user/register-password/otp-demo'],
  ['PUT /rest/user/settings', '2', 'user', 'changePasswordSignedIn', 'PUT', '/rest/user/settings'],
  ['POST /rest/fizz/{fizzId}/reset-view-alert', '2', 'user', 'resetViewAlert', 'POST', '/rest/fizz/1004/reset-view-alert'],
  ['GET /rest/fizz/{uuid}/stats', '2', 'viewer', 'getStats', 'GET', '/rest/fizz/vid-1003/stats'],
  ['POST /rest/vid/{uuid}/likes', '2', 'viewer', 'setLike', 'POST', '/rest/vid/vid-1003/likes'],
  ['POST /rest/vid/{uuid}/viewed', '2', 'viewer', 'markViewed', 'POST', '/rest/vid/vid-1003/viewed'],
  ['GET /rest/vid/{uuid}/fizz', '2', 'viewer', 'getViewerFizz', 'GET', '/rest/vid/vid-1003/fizz'],
  ['GET /rest/fizz/{uuid}/comment', '2', 'viewer', 'getComments', 'GET', '/rest/fizz/vid-1003/comment'],
  ['POST /rest/fizz/{uuid}/comment', '2', 'viewer', 'postComment', 'POST', '/rest/fizz/vid-1003/comment'],
  ['DELETE /rest/fizz/{uuid}/comment/{commentUuid}', '2', 'viewer', 'deleteComment', 'DELETE', '/rest/fizz/vid-1003/comment/cmt-5'],
  ['PUT /rest/user', '2', 'user', 'updateContact', 'PUT', '/rest/user'],
  ['GET /rest/qr/box-set-add?qrKey={qrKey}', '2', 'qr', 'getBoxSetAdd', 'GET', '/rest/qr/box-set-add?qrKey=QR-BOX'],
  ['GET /rest/qr/{qrKey}/box-set-preview/{fizzId}', '2', 'qr', 'getBoxSetPreview', 'GET', '/rest/qr/QR-BOX/box-set-preview/1003'],
  ['POST /rest/qr/box-set-link/{fizzId}?qrKey={qrKey}', '2', 'qr', 'linkBoxSet', 'POST', '/rest/qr/box-set-link/1003?qrKey=QR-BOX'],
  ['GET /rest/qr/box-set/list?qrKey={qrKey}', '2', 'qr', 'getBoxSetList', 'GET', '/rest/qr/box-set/list?qrKey=QR-BOX'],
  ['GET /rest/fizz/{fizzId}', '2', 'purchase', 'getPurchaseItem', 'GET', '/rest/fizz/1001'],
  ['GET /rest/offer/detail/{offerKey}', '2', 'catalog', 'getCampaign', 'GET', '/rest/offer/detail/free-july'],
];

const HERE = dirname(fileURLToPath(import.meta.url));
const contractSource = (resource: string) => readFileSync(join(HERE, `${resource}.contract.test.ts`), 'utf8');
const UNKNOWN_CALL = /^Unknown call: /;

describe('every call of both spec call tables', () => {
  it('counts 60 distinct calls: 22 in part 1, 45 in part 2, 7 of them in both', () => {
    expect(new Set(SPEC_CALLS.map(([call]) => call)).size).toBe(SPEC_CALLS.length);
    expect(SPEC_CALLS).toHaveLength(60);
    expect(SPEC_CALLS.filter(([, part]) => part !== '2')).toHaveLength(22);
    expect(SPEC_CALLS.filter(([, part]) => part !== '1')).toHaveLength(45);
  });

  it.each(SPEC_CALLS)('%s is answered by its own handler (not the unknown-call 404)', async (_call, _part, _res, _fn, method, sampleUrl) => {
    const res = await fetch(new URL(sampleUrl, window.location.href), {
      method,
      headers: { [SESSION_HEADER]: DEMO_SESSION_ID, ...(method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }) },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    if (res.headers.get('content-type')?.startsWith('image/')) return;
    const body = (await res.json()) as { status: string; message?: string };
    expect(['success', 'error']).toContain(body.status);
    expect(body.message ?? '').not.toMatch(UNKNOWN_CALL);
  });

  it.each(SPEC_CALLS.map(([call, , resource, requestFn]) => ({ call, resource, requestFn })))(
    '$call is called through $requestFn() in the $resource contract test',
    ({ resource, requestFn }) => {
      expect(contractSource(resource)).toMatch(new RegExp(`\\b${requestFn}\\(`));
    },
  );
});
