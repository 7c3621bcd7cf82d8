import { getBlob } from './db/store';
import type { ClipRow } from './db/types';
import { sessionOf, userOf } from './http';

// An add-clip that names an upload id (the client's, beyond the spec) is answered with the clips it
// already made only when it is the same upload sent again: the same uploader, the same bytes. The
// invite answer lists the ids of contributions that arrived, so without this anyone holding the
// invite link could claim another invitee's upload and read back their clip and name.

export const UPLOAD_ID_TAKEN = 'This upload id belongs to another upload. Please pick the file again.';

/**
 * Who sends an add-clip, as far as the server knows them: the creator by their account (or guest
 * session); an invitee by their session, when they have one ('invitee:' alone when not).
 */
export function uploaderOf(request: Request, asInvitee: boolean): string {
  const session = sessionOf(request);
  if (asInvitee) return `invitee:${session?.id ?? ''}`;
  const user = userOf(request);
  return user ? `owner:user:${user.id}` : `owner:session:${session?.id ?? ''}`;
}

async function sameBytes(file: Blob, stored: Blob | undefined): Promise<boolean> {
  if (!stored || stored.size !== file.size) return false;
  const [a, b] = await Promise.all([file.arrayBuffer(), stored.arrayBuffer()]).then((both) => both.map((x) => new Uint8Array(x)));
  for (let i = 0; i < a!.length; i++) if (a![i] !== b![i]) return false;
  return true;
}

/**
 * `earlier`: the greeting's clips that carry the upload id. 'repeat': the same uploader sent the
 * same files again (in any order: the creator may have moved them); 'taken': the id is someone
 * else's, or names other bytes.
 */
export async function claimOf(
  earlier: readonly ClipRow[],
  uploader: string,
  files: readonly File[],
): Promise<'repeat' | 'taken'> {
  if (earlier.length !== files.length || earlier.some((c) => c.uploader !== uploader || !c.mediaId)) return 'taken';
  const unmatched = [...earlier];
  for (const file of files) {
    let match = -1;
    for (let i = 0; i < unmatched.length && match < 0; i++)
      if (await sameBytes(file, await getBlob(unmatched[i]!.mediaId!))) match = i;
    if (match < 0) return 'taken';
    unmatched.splice(match, 1);
  }
  return 'repeat';
}
