export const viewerKeys = {
  all: ['viewer'] as const,
  greeting: (uuid: string) => [...viewerKeys.all, 'greeting', uuid] as const,
  stats: (uuid: string) => [...viewerKeys.all, 'stats', uuid] as const,
  comments: (uuid: string) => [...viewerKeys.all, 'comments', uuid] as const,
};
