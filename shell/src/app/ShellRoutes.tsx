import { Route, Routes } from 'shared-contracts/ui';
import { ROUTE_TABLE, SHELL_PATHS } from 'shared-contracts';
import { LoginScreen } from '../features/auth/LoginScreen';
import { LogoutPage } from '../features/auth/LogoutPage';
import { NotFound } from '../features/errors/NotFound';
import { RouteGuard } from '../features/guards/RouteGuard';
import { AppLayout } from '../features/layout/AppLayout';
import { RemoteRoute } from '../features/remotes/RemoteRoute';

/** The shell's routes: login, logout, one route per route-table entry, and Not Found. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path={SHELL_PATHS.login}
          element={
            <RouteGuard guard={{ kind: 'signedOut' }}>
              <LoginScreen />
            </RouteGuard>
          }
        />
        <Route path={SHELL_PATHS.logout} element={<LogoutPage />} />
        {ROUTE_TABLE.map((entry) => (
          <Route
            key={entry.id}
            path={entry.path}
            element={
              <RouteGuard guard={entry.guard}>
                <RemoteRoute remote={entry.remote} routeId={entry.id} />
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
