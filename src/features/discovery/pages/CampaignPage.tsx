import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { campaignQuery } from '@/api/catalog/queries';
import { getSessionId, startSession } from '@/shared/lib/session';
import { NotFound } from '@/shared/ui/NotFound';
import { CampaignContent } from '@/features/discovery/components/CampaignHero';
import { HeroSkeleton } from '@/features/discovery/components/Hero';
import { campaignKeyFromPath } from '@/features/discovery/rules/campaignKey';

/** Spec part 2 §2: /free-july, /free-adobe, /free-hmkhq-event, each loading its offer by key. */
export default function CampaignPage() {
  const { pathname } = useLocation();
  const key = campaignKeyFromPath(pathname);
  if (!key) return <NotFound />;
  return <Campaign offerKey={key} />;
}

export function Fallback() {
  return <HeroSkeleton label="Loading the offer…" />;
}

export const errorHeading = 'Free Video Greeting';

function Campaign({ offerKey }: { offerKey: string }) {
  const { data } = useSuspenseQuery(campaignQuery(offerKey));
  const { sessionId } = data;
  useEffect(() => {
    // the server opens an anonymous session for a visitor without one (not "signed in")
    if (sessionId && !getSessionId()) startSession(sessionId, false);
  }, [sessionId]);
  return <CampaignContent campaign={data} />;
}
