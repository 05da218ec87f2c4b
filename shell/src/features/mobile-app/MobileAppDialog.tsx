import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { GENERIC_MOBILE_APP, PERSISTED_KEYS, useUiText } from 'shared-contracts';
import { useShellEnv } from '../project/shell-env';
import { isMobileDevice } from './is-mobile-device';

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
  const uiText = useUiText();
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

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && dismiss()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mobile-app-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell.mobileApp.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  <FormattedMessage id="shell.mobileApp.message" />
                </Text>
                <Button asChild bg="brand.primary" color="white">
                  <a href={links.android} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="shell.mobileApp.android" />
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <a href={links.ios} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="shell.mobileApp.ios" />
                  </a>
                </Button>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">
                  <FormattedMessage id="shell.mobileApp.close" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={uiText('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
