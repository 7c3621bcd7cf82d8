import { NotFound } from '../../../shared/ui/NotFound';

/** Placeholder while this page is being built. */
export default function InviteThankYouPage() {
  return <NotFound />;
}
