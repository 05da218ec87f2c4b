import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { awardsMessages, VOUCHER_STEP_MESSAGES } from '../messages';

/** The six steps to redeem a voucher, one at a time, with back / next and a step indicator. */
export function VoucherTutorial({ onFinish }: { onFinish: () => void }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const step = VOUCHER_STEP_MESSAGES[index]!;
  const last = index === VOUCHER_STEP_MESSAGES.length - 1;
  return (
    <Stack gap="3" data-testid="voucher-tutorial">
      <Text fontWeight="semibold">{intl.formatMessage(awardsMessages.tutorialTitle)}</Text>
      <HStack gap="2" aria-hidden>
        {VOUCHER_STEP_MESSAGES.map((stepMessages, i) => (
          <Box
            key={stepMessages.title.id}
            h="2"
            flex="1"
            borderRadius="full"
            bg={i <= index ? 'brand.primary' : 'border.muted'}
            data-testid="voucher-step-dot"
            data-active={i === index ? 'true' : undefined}
          />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {intl.formatMessage(awardsMessages.stepOf, {
          current: index + 1,
          total: VOUCHER_STEP_MESSAGES.length,
        })}
      </Text>
      <Stack gap="1" minH="24">
        <Text fontWeight="medium" data-testid="voucher-step-title">
          {intl.formatMessage(step.title)}
        </Text>
        <Text>{intl.formatMessage(step.text)}</Text>
      </Stack>
      <HStack justify="space-between">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {intl.formatMessage(awardsMessages.back)}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => (last ? onFinish() : setIndex(index + 1))}>
          {last ? intl.formatMessage(awardsMessages.finish) : intl.formatMessage(awardsMessages.next)}
        </Button>
      </HStack>
    </Stack>
  );
}
