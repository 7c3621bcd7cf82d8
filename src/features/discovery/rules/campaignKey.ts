/** Spec part 2 §2: each campaign page loads an offer by a fixed key, the page's own path. */
export const CAMPAIGN_KEYS = ['free-july', 'free-adobe', 'free-hmkhq-event'] as const;
export type CampaignPageKey = (typeof CAMPAIGN_KEYS)[number];

export function campaignKeyFromPath(pathname: string): CampaignPageKey | null {
  const first = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return (CAMPAIGN_KEYS as readonly string[]).includes(first) ? (first as CampaignPageKey) : null;
}
