import { errorMessage } from '@/shared/lib/errorMessage';
import { Alert } from '@/shared/ui/Alert';

/** A failed call's message, under the form (part 1 §8: registration and login errors). */
export function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert variant="danger">{errorMessage(error)}</Alert>;
}
