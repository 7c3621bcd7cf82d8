import { useEffect, useState } from 'react';
import type { LevelMeter } from '@/features/recorder/lib/levelMeter';
import { LEVEL_SAMPLE_MS } from '@/features/recorder/rules/micLevel';

/** The microphone's level for the live meter, sampled every 100 ms (spec part 2 §9). */
export function useMicLevel(meter: LevelMeter): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setLevel(meter.read()), LEVEL_SAMPLE_MS);
    return () => clearInterval(timer);
  }, [meter]);
  return level;
}
