import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CorrectionItem } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import { correctionMessages as m } from '../messages';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="1" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      <Box borderWidth="1px" rounded="md" px="3" py="2" overflowX="auto">
        {children}
      </Box>
    </Stack>
  );
}

/** The question's statement, the participant's answer and the expected resolution (sanitised HTML). */
export function AnswerPanels({ item }: { item: CorrectionItem }) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Panel id="correction-statement" title={intl.formatMessage(m.statement)}>
        <SafeHtml html={item.statement} data-testid="correction-statement" />
      </Panel>
      <Panel id="correction-answer" title={intl.formatMessage(m.answer)}>
        {item.answer ? (
          <SafeHtml html={item.answer} data-testid="correction-answer" />
        ) : (
          <Text color="fg.muted">{intl.formatMessage(m.noAnswer)}</Text>
        )}
      </Panel>
      <Panel id="correction-resolution" title={intl.formatMessage(m.resolution)}>
        {item.resolution ? (
          <SafeHtml html={item.resolution} data-testid="correction-resolution" />
        ) : (
          <Text color="fg.muted">{intl.formatMessage(m.noResolution)}</Text>
        )}
      </Panel>
    </Stack>
  );
}
