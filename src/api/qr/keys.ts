import { greetingKeys } from '@/api/greetings/keys';

export const qrKeys = {
  all: ['qr'] as const,
  scan: (code: string) => [...qrKeys.all, 'scan', code] as const,
  boxSetAdd: (qrKey: string) => [...qrKeys.all, 'box-set-add', qrKey] as const,
  boxSetPreview: (qrKey: string, greetingId: string | number) =>
    [...greetingKeys.root(greetingId), 'box-set-preview', qrKey] as const,
  boxSetList: (qrKey: string) => [...qrKeys.all, 'box-set-list', qrKey] as const,
};
