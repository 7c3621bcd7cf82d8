import type { WithPeople } from '@/shared/lib/personText';

/** A sentence with people's own words in it: each inside <bdi>, so its direction stays its own. */
export function PeopleText({ parts }: { parts: WithPeople }) {
  return <>{parts.map((part, i) => (typeof part === 'string' ? part : <bdi key={i}>{part.person}</bdi>))}</>;
}
