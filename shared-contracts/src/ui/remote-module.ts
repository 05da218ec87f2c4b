import type { ComponentType } from 'react';
import type { LocaleMessages } from '../i18n/locales';
import type { RemoteName } from '../remotes/remote-names';
import type { RemoteRouteIds } from '../routes/route-table';

/**
 * What every remote exposes as './routes': a component per route id it owns (the shell
 * renders them inside its own router and providers) and its messages in every locale
 * (the shell merges them into its IntlProvider). Components read params with useParams.
 */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  remote: R;
  routes: Partial<Record<RemoteRouteIds<R>, ComponentType>>;
  messages: LocaleMessages;
}
