import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedIn } from '../shared/lib/useSignedIn';
import { protectedRouteTarget } from './protectedRoute';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={protectedRouteTarget(pathname, search)} replace />;
  return <>{children}</>;
}
