import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VOUCHER_STEPS } from '../voucher-steps';

/** The six steps to redeem a voucher, one at a time, with back / next and a step indicator. */
export function VoucherTutorial({ onFinish }: { onFinish: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `examTaking.awards.${id}` }, values);
  const [index, setIndex] = useState(0);
  const step = VOUCHER_STEPS[index]!;
  const last = index === VOUCHER_STEPS.length - 1;
  return (
    <Stack gap="3" data-testid="voucher-tutorial">
      <Text fontWeight="semibold">{t('tutorialTitle')}</Text>
      <HStack gap="2" aria-hidden>
        {VOUCHER_STEPS.map((key, i) => (
          <Box
            key={key}
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
        {t('stepOf', { current: index + 1, total: VOUCHER_STEPS.length })}
      </Text>
      <Stack gap="1" minH="24">
        <Text fontWeight="medium" data-testid="voucher-step-title">
          {t(`steps.${step}.title`)}
        </Text>
        <Text>{t(`steps.${step}.text`)}</Text>
      </Stack>
      <HStack justify="space-between">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('back')}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => (last ? onFinish() : setIndex(index + 1))}>
          {last ? t('finish') : t('next')}
        </Button>
      </HStack>
    </Stack>
  );
}
