import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { purchaseItemQuery } from '@/api/purchase/queries';
import { postSignupRoute, signupRedirect } from '@/features/accounts/rules/signupRedirect';

/**
 * After the pre-checkout or pre-thank-you sign-up: reads GET /rest/fizz/{greetingId} with the new
 * session and goes where post-signup routing says (part 2 §4).
 */
export function usePostSignupRoute(greetingId: string, destination: 'checkout' | 'thank-you') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [routing, setRouting] = useState(false);
  const go = async () => {
    setError(null);
    setRouting(true);
    try {
      const item = await queryClient.fetchQuery(purchaseItemQuery(greetingId));
      const target = signupRedirect(postSignupRoute(greetingId, item, destination));
      if (target) navigate(target, { replace: true });
    } catch (e) {
      setError(e);
      setRouting(false);
    }
  };
  return { go, error, routing };
}
