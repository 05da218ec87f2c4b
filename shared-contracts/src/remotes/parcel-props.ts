import type { Locale } from '../i18n/locales';
import type { RemoteName } from './remote-names';

/**
 * What the shell hands a single-spa parcel remote (a registry entry of `kind: 'parcel'`) as custom
 * props, on mount and on every update (a new path inside its routes, a new language). The parcel owns
 * no session: it calls the API through `apiFetch`, which adds the session headers and the language and
 * signs the user out on a 401, exactly as the shell's own client does.
 */
export interface ParcelCustomProps {
  remote: RemoteName;
  /** The route-table id being shown (e.g. 'registration.student'). */
  routeId: string;
  /** The browser path (e.g. '/inscricoes/12/estudante'). */
  pathname: string;
  projectId: number;
  locale: Locale;
  /** The signed-in user's id, or null on a public route. */
  userId: string | null;
  /**
   * A request to the API: `path` is relative to the API base ('edition/12'); the answer is returned
   * whatever its status (the parcel reads JSON:API errors itself).
   */
  apiFetch: (path: string, init?: ParcelRequestInit) => Promise<Response>;
  /** Moves the shell's router (e.g. to '/edicoes/ativas' after registering). */
  navigate: (to: string) => void;
  /** Shows a toast in the shell. */
  notify: (kind: 'success' | 'error', title: string) => void;
}

export interface ParcelRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as a JSON:API document. */
  json?: unknown;
  searchParams?: Record<string, string | number>;
}

/**
 * The props a parcel's lifecycles receive: the custom props plus single-spa's mount element (`E`: the
 * parcel's DOM type, `HTMLElement`; this entry is also read by code without the DOM library).
 */
export type ParcelLifecycleProps<E = unknown> = ParcelCustomProps & { domElement: E };
