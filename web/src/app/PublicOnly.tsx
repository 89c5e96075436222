// Public routes that make no sense when signed in (login, sign-up): a signed-in visitor goes to the
// page they were heading for, or the dashboard.
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession_MeQuery } from '../__generated__/graphql';
import { FullScreenSpinner } from './FullScreenSpinner';
import { originPath } from './origin';

export function PublicOnly() {
  const location = useLocation();
  const { data, loading } = useSession_MeQuery();
  if (loading) return <FullScreenSpinner />;
  if (data?.me) return <Navigate to={originPath(location.state) ?? '/dashboard'} replace />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}
