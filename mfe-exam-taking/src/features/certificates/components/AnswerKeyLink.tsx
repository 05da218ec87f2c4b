import { Button, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { certificatesMessages } from '../messages';

/** The edition's fixed answer-key link (spec 3 §2.3, §9), opened in a new tab. */
export function AnswerKeyLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <Button asChild size="sm" colorPalette="brand" variant="outline">
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(certificatesMessages.answerKey)}
      </Link>
    </Button>
  );
}
