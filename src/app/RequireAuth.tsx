import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { protectedRouteTarget } from './protectedRoute';
import { isSigningOut } from './signOut';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  // signing out goes to plain /login (NavBar), not to login-with-this-page
  if (!signedIn) return isSigningOut() ? null : <Navigate to={protectedRouteTarget(pathname, search)} replace />;
  return <>{children}</>;
}
