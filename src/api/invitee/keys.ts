export const inviteeKeys = {
  all: ['invitee'] as const,
  greeting: (code: string) => [...inviteeKeys.all, 'greeting', code] as const,
};
