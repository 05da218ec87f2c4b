import { Button, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PhaseChoices } from '../hooks/usePhaseChoices';
import { audienceMessages as m } from '../messages';

/** What each send tab receives: the edition and the phases its groups may choose from. */
export interface SendTabProps {
  editionId: string;
  phases: PhaseChoices;
}

/** A send form: its fields, then the submit, enabled only when the form is valid and not being sent. */
export function SendForm({
  testId,
  valid,
  sending,
  onSend,
  children,
}: {
  testId: string;
  valid: boolean;
  sending: boolean;
  onSend: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack
      as="form"
      gap="4"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !sending) onSend();
      }}
    >
      {children}
      <Flex justify="flex-end">
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!valid || sending}
          loading={sending}
          loadingText={intl.formatMessage(m.sending)}
        >
          {intl.formatMessage(m.send)}
        </Button>
      </Flex>
    </Stack>
  );
}
