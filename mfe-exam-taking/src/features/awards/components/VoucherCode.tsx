import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from 'shared-contracts/ui';

/** How long the button says "Copiado!" after copying. */
const COPIED_MS = 2500;

/** A voucher code with a button that copies it to the clipboard. */
export function VoucherCode({ code }: { code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.awards.${id}` });
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toaster.create({ type: 'error', title: t('copyFailed') });
    }
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('voucher')}
      </Text>
      <Code fontSize="md" px="2" py="1" data-testid="voucher-code">
        {code}
      </Code>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={copy} aria-live="polite">
        {copied ? t('copied') : t('copy')}
      </Button>
    </HStack>
  );
}
