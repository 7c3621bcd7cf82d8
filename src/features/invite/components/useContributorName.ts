import { useCallback, useEffect, useRef, useState } from 'react';
import { local, storageKeys } from '@/shared/lib/storage';
import { NameGate } from '@/features/invite/lib/nameGate';
import { contributorNameProblem, NAME_SETTLE_MS, nameState } from '@/features/invite/rules/contributorName';

/**
 * The invitee's first name (optional, beyond the spec) as the field shows it: remembered on this
 * device as typed (a refused name too, so the next visit shows what this one did), and read by each
 * upload as it goes (`gate`): the name shown once typing pauses, none when the field is empty. While
 * the field shows a refused name, or is being typed in, no file goes (`holding`): a file never goes
 * with an older name, nor with half of a new one.
 */
export function useContributorName() {
  const [typed, setTypedState] = useState(() => local.get(storageKeys.contributorName) ?? '');
  const [typing, setTyping] = useState(false);
  const [gate] = useState(() => new NameGate(nameState(typed)));
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  const setTyped = useCallback(
    (value: string) => {
      setTypedState(value);
      if (value.trim()) local.set(storageKeys.contributorName, value);
      else local.remove(storageKeys.contributorName);
      // closed at once (not after a render), opened again once typing pauses
      gate.set({ ready: false });
      setTyping(true);
      clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        gate.set(nameState(value));
        setTyping(false);
      }, NAME_SETTLE_MS);
    },
    [gate],
  );

  const problem = contributorNameProblem(typed);
  return { typed, setTyped, problem, holding: problem !== null || typing, gate };
}

export type ContributorName = ReturnType<typeof useContributorName>;
