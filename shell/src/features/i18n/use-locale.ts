import { resolveLocale, type Locale } from 'shared-contracts';
import { useProjectId } from '../../shared/shell-env';
import { useLocaleChoice } from './locale-store';

export function currentBrowserLanguage(): string | null {
  return globalThis.navigator?.language ?? null;
}

/** The effective interface language: the user's choice, else the project's forced one, else the browser's. */
export function useLocale(): Locale {
  const projectId = useProjectId();
  const chosen = useLocaleChoice((s) => s.chosen);
  return resolveLocale({ browserLanguage: currentBrowserLanguage(), projectId, chosen });
}

/** The same language outside React (the API client asks it at each call). */
export const localeNow = (projectId: number): Locale =>
  resolveLocale({
    browserLanguage: currentBrowserLanguage(),
    projectId,
    chosen: useLocaleChoice.getState().chosen,
  });
