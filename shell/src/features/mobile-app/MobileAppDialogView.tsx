import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useUiText } from 'shared-contracts/ui';

/** The invitation itself (see MobileAppDialog, which decides whether it shows). */
export function MobileAppDialogView({
  links,
  onDismiss,
}: {
  links: { android: string; ios: string };
  onDismiss: () => void;
}) {
  const uiText = useUiText();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onDismiss()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mobile-app-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell.mobileApp.title" defaultMessage="Baixe o nosso aplicativo" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  <FormattedMessage
                    id="shell.mobileApp.message"
                    defaultMessage="Acompanhe as edições e faça as provas com mais praticidade pelo celular."
                  />
                </Text>
                <Button asChild bg="brand.primary" color="white">
                  <a href={links.android} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="shell.mobileApp.android" defaultMessage="Baixar no Google Play" />
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <a href={links.ios} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="shell.mobileApp.ios" defaultMessage="Baixar na App Store" />
                  </a>
                </Button>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">
                  <FormattedMessage id="shell.mobileApp.close" defaultMessage="Agora não" />
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
