import { isLocale, PERSISTED_KEYS, resolveLocale, type Locale } from 'shared-contracts';
import { loadAppConfig } from 'shared-contracts/client';
import { fetchRegistry } from '../features/releases/fetch-registry';
import { applyDocumentIdentity } from '../features/identity/document-identity';
import { isMobileDevice } from '../features/mobile-app/is-mobile-device';
import { renderLanding } from './landing-page';
import { prefetchTheApp } from './prefetch-app';
import { persistedSignIn, setSignedInHint } from '../features/auth/signed-in-hint';

/** The app itself: any address with a query string is answered with it, never with this page. */
const APP = '/?';

function stored(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: it lasts for this page */
  }
}

/**
 * The signed-out landing's script (`landing.html`, which the server sends for a plain `/` to a browser
 * without the signed-in cookie). A browser that is signed in after all (its cookie was lost) is sent to
 * the app, as is one whose configuration or registry cannot be read here (the app explains the failure).
 */
async function main(): Promise<void> {
  if (persistedSignIn(stored)) {
    setSignedInHint(true);
    globalThis.location.replace(APP);
    return;
  }
  try {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root missing from landing.html');
    const appConfig = await loadAppConfig({ search: '' });
    const registry = await fetchRegistry(appConfig.projectId, globalThis.fetch.bind(globalThis));
    applyDocumentIdentity(registry);
    let inviteToApp = stored(PERSISTED_KEYS.mobileAppDismissed) !== '1' && isMobileDevice();
    const show = (chosen: string | null) => {
      const locale: Locale = resolveLocale({
        browserLanguage: globalThis.navigator?.language ?? null,
        projectId: appConfig.projectId,
        chosen,
      });
      renderLanding(root, {
        registry,
        locale,
        inviteToApp,
        onAppDismissed: () => store(PERSISTED_KEYS.mobileAppDismissed, '1'),
        onLocale: (next) => {
          store(PERSISTED_KEYS.language, next);
          show(next);
        },
        onLogin: async () => {
          prefetchTheApp();
          try {
            const { startLogin } = await import('./sign-in');
            await startLogin(appConfig, null, locale);
          } catch (error) {
            console.error('[auth] could not reach the identity provider', error);
            throw error;
          }
        },
      });
      inviteToApp = false;
    };
    const chosen = stored(PERSISTED_KEYS.language);
    show(isLocale(chosen) ? chosen : null);
  } catch (error) {
    console.error('[landing] falling back to the app', error);
    globalThis.location.replace(APP);
  }
}

void main();
