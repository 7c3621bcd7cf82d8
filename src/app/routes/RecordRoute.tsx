import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { QuickSignupModal, useQuickSignupPending } from '@/features/accounts';
import RecordPage from '@/features/recorder/pages/RecordPage';
import { offersQuickSignup, quickSignupPurpose, recordTarget } from '@/features/recorder/rules/recordTarget';

/**
 * The recorder's four routes, with the accounts feature's quick sign-up first (spec part 2 §2/§4,
 * part 1 §4) for visitors not signed in who have not seen it. The camera waits until it is closed
 * or completed; then the visitor stays on the recorder. Invitees need no account: none for them.
 */
export default function RecordRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  const pending = useQuickSignupPending();
  const [done, setDone] = useState(false);
  const target = recordTarget(params, pathname);
  const offer = pending && offersQuickSignup(target);
  return (
    <RecordPage cameraOnHold={offer && !done}>
      {offer && <QuickSignupModal purpose={quickSignupPurpose(target)} onDone={() => setDone(true)} />}
    </RecordPage>
  );
}
