import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts/ui';
import { GENERIC_MOBILE_APP, PERSISTED_KEYS } from 'shared-contracts';
import { useShellEnv } from '../../shared/shell-env';
import { isMobileDevice } from './is-mobile-device';

const MobileAppDialogView = lazy(() =>
  import('./MobileAppDialogView').then((m) => ({ default: m.MobileAppDialogView })),
);

/** Once per page session (in memory only, never persisted). */
let shownThisSession = false;

export function resetMobileAppPrompt(): void {
  shownThisSession = false;
}

const dismissedHere = () => globalThis.localStorage?.getItem(PERSISTED_KEYS.mobileAppDismissed) === '1';

/** Taking an exam: nothing may cover the question. */
const onExamScreen = (pathname: string) => /\/resolver(\/|$)/.test(pathname);

/**
 * On mobile devices, invites the user to download the project's app (generic links as a fallback): at most
 * once per page session, never again in this browser once dismissed, and never over an exam.
 */
export function MobileAppDialog({ detect = isMobileDevice }: { detect?: () => boolean }) {
  const { registry } = useShellEnv();
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(() => !shownThisSession && !dismissedHere() && detect());
  const open = wanted && !onExamScreen(pathname);
  useEffect(() => {
    if (open) shownThisSession = true;
  }, [open]);
  const dismiss = () => {
    setWanted(false);
    globalThis.localStorage?.setItem(PERSISTED_KEYS.mobileAppDismissed, '1');
  };
  const links = {
    android: registry.mobileApp?.android ?? GENERIC_MOBILE_APP.android,
    ios: registry.mobileApp?.ios ?? GENERIC_MOBILE_APP.ios,
  };

  // The dialog's code (Chakra's Dialog, its focus trap) is fetched only when it is to be shown.
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileAppDialogView links={links} onDismiss={dismiss} />
    </Suspense>
  );
}
