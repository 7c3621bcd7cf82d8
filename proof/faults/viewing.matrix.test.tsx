// The fault matrix, checkout, preview, cards and viewer shard.
import { runMatrix } from './runMatrix';

runMatrix('checkout, preview, cards and viewer');
