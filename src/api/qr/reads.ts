import { read } from '@/api/read';
import { boxSetAddQuery, boxSetListQuery, boxSetPreviewQuery, qrScanQuery } from './queries';
import { qrUrls } from './requests';

/** What routes' loaders read of cards and boxed sets: each call with the page's own queryOptions. */
export const qrReads = {
  scan: (code: string) => read(qrUrls.scan(code), qrScanQuery(code)),
  boxSetAdd: (qrKey: string) => read(qrUrls.boxSetAdd(qrKey), boxSetAddQuery(qrKey)),
  boxSetPreview: (qrKey: string, greetingId: string) =>
    read(qrUrls.boxSetPreview(qrKey, greetingId), boxSetPreviewQuery(qrKey, greetingId)),
  boxSetList: (qrKey: string) => read(qrUrls.boxSetList(qrKey), boxSetListQuery(qrKey)),
};
