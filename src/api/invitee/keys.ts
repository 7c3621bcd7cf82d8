export const inviteeKeys = {
  all: ['invitee'] as const,
  fizz: (code: string) => [...inviteeKeys.all, 'fizz', code] as const,
};
