// The fault matrix, accounts shard: the user calls (sign-in, sign-up, passwords, offers, invitee contact).
import { runMatrix } from './runMatrix';

runMatrix('accounts');
