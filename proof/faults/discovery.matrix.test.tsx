// The fault matrix, discovery and projects shard: the catalog, personalise, the project list, invites, purchase routing.
import { runMatrix } from './runMatrix';

runMatrix('discovery and projects');
