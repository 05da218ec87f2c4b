import { Badge, Button, Dialog, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import type { Award, Medal } from '../api/awards';
import { awardsMessages, medalMessages } from '../messages';
import { VoucherCode } from './VoucherCode';
import { VoucherTutorial } from './VoucherTutorial';

const MEDAL_PALETTE: Record<Medal, string> = {
  gold: 'yellow',
  silver: 'gray',
  bronze: 'orange',
  honorable_mention: 'blue',
};

/**
 * The participant's new awards (spec 3 §2.1): each award with its voucher code and a copy button, and
 * the six-step tutorial on redeeming the voucher. Closing it (or finishing the tutorial) calls
 * `onClose`, which confirms the awards so the modal does not show again.
 */
export function AwardsModal({ awards, onClose }: { awards: Award[]; onClose: () => void }) {
  const intl = useIntl();
  const withVoucher = awards.some((a) => a.voucher);
  return (
    <Dialog.Root
      open={awards.length > 0}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="awards-modal">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(awardsMessages.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>{intl.formatMessage(awardsMessages.intro)}</Text>
                <Stack gap="3" as="ul" listStyleType="none">
                  {awards.map((award) => (
                    <Stack as="li" key={award.id} gap="2" data-testid="award">
                      <HStack gap="2" flexWrap="wrap">
                        {award.medal && (
                          <Badge colorPalette={MEDAL_PALETTE[award.medal]}>
                            {intl.formatMessage(medalMessages[award.medal])}
                          </Badge>
                        )}
                        <Text fontWeight="semibold">{award.description}</Text>
                      </HStack>
                      {award.voucher && <VoucherCode code={award.voucher} />}
                    </Stack>
                  ))}
                </Stack>
                {withVoucher && (
                  <>
                    <Separator />
                    <VoucherTutorial onFinish={onClose} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            {!withVoucher && (
              <Dialog.Footer>
                <Button colorPalette="brand" onClick={onClose}>
                  {intl.formatMessage(awardsMessages.close)}
                </Button>
              </Dialog.Footer>
            )}
            <DialogCloseButton label={intl.formatMessage(awardsMessages.close)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
