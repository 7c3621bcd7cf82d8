import { SignupAlert } from '@/features/accounts';
import EditPage from '@/features/editor/pages/EditPage';

/** /edit/{greetingId}: the editor, with the accounts feature's sign-up alert for anonymous creators. */
export default function EditRoute() {
  return <EditPage signupAlert={<SignupAlert />} />;
}

export { Fallback, errorHeading } from '@/features/editor/pages/EditPage';
