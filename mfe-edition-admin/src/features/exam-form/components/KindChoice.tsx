import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamKind } from 'shared-contracts';
import { formMessages as m } from '../messages';

/** Before a new exam's form: Online or Presencial (spec 2 "Create or edit exam"). */
export function KindChoice({ onChoose }: { onChoose: (kind: ExamKind) => void }) {
  const intl = useIntl();
  const kinds = [
    { kind: 'online', label: m.online, text: m.onlineText },
    { kind: 'presential', label: m.presential, text: m.presentialText },
  ] as const;
  return (
    <Stack gap="4" as="section" aria-labelledby="exam-kind-choice">
      <Heading as="h2" size="md" id="exam-kind-choice">
        {intl.formatMessage(m.chooseKind)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {kinds.map(({ kind, label, text }) => (
          <Button
            key={kind}
            variant="outline"
            height="auto"
            py="5"
            px="4"
            whiteSpace="normal"
            onClick={() => onChoose(kind)}
            data-testid={`kind-${kind}`}
          >
            <Stack gap="1" align="start" textAlign="start" width="full">
              <Text fontSize="lg" fontWeight="semibold">
                {intl.formatMessage(label)}
              </Text>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {intl.formatMessage(text)}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
