import { SPEC_CALLS } from '#mocks/handlers/specCalls';
import { FAULT_CASES, type FaultCase } from './cases';

/**
 * The matrix runs as a few test files (vitest runs files in parallel, one per core), each taking
 * the cases of some resources of SPEC_CALLS. The inventory test checks every resource has a shard.
 */
export const SHARDS = {
  accounts: ['user'],
  'discovery and projects': ['catalog', 'fizz', 'purchase'],
  editing: ['editor', 'invitee'],
  'checkout, preview, cards and viewer': ['checkout', 'preview', 'qr', 'viewer'],
} as const satisfies Record<string, readonly string[]>;

export type ShardName = keyof typeof SHARDS;

const resourceOf = (call: string) => SPEC_CALLS.find(([c]) => c === call)?.[2];

/** The cases of one shard, in the inventory's order. */
export function casesOf(shard: ShardName): FaultCase[] {
  const resources: readonly string[] = SHARDS[shard];
  return FAULT_CASES.filter((c) => resources.includes(resourceOf(c.call) ?? ''));
}
