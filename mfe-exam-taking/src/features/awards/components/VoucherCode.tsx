import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from 'shared-contracts/ui';
import { awardsMessages } from '../messages';

/** How long the button says "Copiado!" after copying. */
const COPIED_MS = 2500;

/** A voucher code with a button that copies it to the clipboard. */
export function VoucherCode({ code }: { code: string }) {
  const intl = useIntl();
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
      toaster.create({ type: 'error', title: intl.formatMessage(awardsMessages.copyFailed) });
    }
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(awardsMessages.voucher)}
      </Text>
      <Code fontSize="md" px="2" py="1" data-testid="voucher-code">
        {code}
      </Code>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={copy} aria-live="polite">
        {copied ? intl.formatMessage(awardsMessages.copied) : intl.formatMessage(awardsMessages.copy)}
      </Button>
    </HStack>
  );
}
