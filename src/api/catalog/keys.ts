type Id = string | number;

/** Query keys of the catalog resource (themes, templates, landing pages, tutorials, campaigns). */
export const catalogKeys = {
  all: ['catalog'] as const,
  projectLanding: (taId?: Id | null) => [...catalogKeys.all, 'project-landing', taId == null ? null : String(taId)] as const,
  sampleVideos: () => [...catalogKeys.all, 'sample-videos'] as const,
  animationLanding: (slug: Id) => [...catalogKeys.all, 'animation-landing', String(slug)] as const,
  // the offer on browse and theme pages depends on who is signed in
  themes: (sessionId?: string | null) => [...catalogKeys.all, 'themes', sessionId ?? null] as const,
  themeDetail: (themeId: Id, key?: string | null, sessionId?: string | null) =>
    [...catalogKeys.all, 'theme', String(themeId), key ?? null, sessionId ?? null] as const,
  tutorials: () => [...catalogKeys.all, 'tutorials'] as const,
  campaign: (offerKey: string) => [...catalogKeys.all, 'campaign', offerKey] as const,
};
