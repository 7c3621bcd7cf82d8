import { paths } from '@/shared/config/paths';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';

/** A finished (locked) greeting cannot be edited (spec part 1 §4, §6). */
export function LockedNotice({ name }: { name: string }) {
  return (
    <>
      <Alert variant="info">
        {name ? `“${name}” is finished` : 'This Video Greeting is finished'}, so its text can no longer be changed.
      </Alert>
      <p>
        <ButtonLink to={paths.list()} variant="outline">
          Go to My Video Greetings
        </ButtonLink>
      </p>
    </>
  );
}
