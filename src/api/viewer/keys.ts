export const viewerKeys = {
  all: ['viewer'] as const,
  fizz: (uuid: string) => [...viewerKeys.all, 'fizz', uuid] as const,
  stats: (uuid: string) => [...viewerKeys.all, 'stats', uuid] as const,
  comments: (uuid: string) => [...viewerKeys.all, 'comments', uuid] as const,
};
