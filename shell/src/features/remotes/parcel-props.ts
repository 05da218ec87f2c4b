import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { api, JSON_API_TYPE, useAuthStore } from 'shared-contracts/client';
import { toaster, useNavigate } from 'shared-contracts/ui';
import { DEFAULT_LOCALE, isLocale, type ParcelCustomProps, type RemoteName } from 'shared-contracts';
import { useProjectId } from '../../shared/shell-env';

/**
 * The API for a parcel: the shell's own client (session headers, Accept-Language, sign-out on a 401),
 * answering the Response whatever its status.
 */
export const parcelApiFetch: ParcelCustomProps['apiFetch'] = (path, init = {}) => {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] = JSON_API_TYPE;
  return api()(path.replace(/^\/+/, ''), {
    method: init.method ?? 'GET',
    headers,
    searchParams: init.searchParams,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    throwHttpErrors: false,
  });
};

const notify: ParcelCustomProps['notify'] = (kind, title) => toaster.create({ type: kind, title });

/** The custom props of a parcel route (shared-contracts' ParcelCustomProps), kept stable in identity. */
export function useParcelProps(remote: RemoteName, routeId: string, pathname: string): ParcelCustomProps {
  const { locale } = useIntl();
  const projectId = useProjectId();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const stableNavigate = useRef((to: string) => navigateRef.current(to)).current;
  return {
    remote,
    routeId,
    pathname,
    projectId,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    userId: userId === null ? null : String(userId),
    apiFetch: parcelApiFetch,
    navigate: stableNavigate,
    notify,
  };
}
