import { Badge, Box, Button, Checkbox, Flex, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { choiceMarker } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import type { ExamQuestion } from '../api/questions';
import { questionKindLabels } from '../../../shared/exam-labels';
import { rowMessages as m } from '../messages';
import type { StatusAction } from './StatusDialog';

export interface QuestionActions {
  onEdit: () => void;
  onRemove: () => void;
  onStatus: (action: StatusAction) => void;
  onSelect: (selected: boolean) => void;
}

/**
 * One question of the list: its number, kind, status ("Anulada"), statement collapsed, alternatives with
 * the correct one marked, the export checkbox and its actions.
 */
export function QuestionCard({
  question,
  number,
  full,
  selected,
  handle,
  mover,
  statement,
  actions,
}: {
  question: ExamQuestion;
  number: number;
  /** Created, edited, removed and reordered only while the exam is fully editable. */
  full: boolean;
  selected: boolean;
  handle: ReactNode;
  mover: ReactNode;
  statement: ReactNode;
  actions: QuestionActions;
}) {
  const intl = useIntl();
  const cancelled = question.status === 'cancelled';
  const title = intl.formatMessage(m.number, { number });
  return (
    <Stack
      gap="3"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      borderColor={cancelled ? 'border.error' : 'border'}
      data-testid="question-row"
    >
      <Flex gap="2" align="center" wrap="wrap">
        {handle}
        <Checkbox.Root
          checked={selected}
          onCheckedChange={(d) => actions.onSelect(d.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput aria-label={intl.formatMessage(m.select, { number })} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Text as="h3" fontWeight="bold">
          {title}
        </Text>
        <Badge colorPalette="gray">{intl.formatMessage(questionKindLabels[question.kind])}</Badge>
        <Badge colorPalette={cancelled ? 'red' : 'green'} data-testid="question-status">
          {intl.formatMessage(cancelled ? m.cancelled : m.active)}
        </Badge>
        <Box flex="1" />
        {mover}
      </Flex>
      {statement}
      {question.kind === 'multiple_choice' ? (
        <List.Root as="ol" variant="plain" gap="1" aria-label={title}>
          {question.alternatives.map((alternative, i) => (
            <List.Item key={alternative.id} data-correct={alternative.correct || undefined}>
              <HStack
                align="baseline"
                gap="2"
                px="2"
                py="1"
                borderRadius="l1"
                bg={alternative.correct ? 'green.subtle' : undefined}
                width="100%"
              >
                <Text as="span" fontWeight="bold">{`${choiceMarker(question.style, i)})`}</Text>
                <Box flex="1" css={{ '& p': { marginBottom: 0 } }}>
                  <SafeHtml html={alternative.description} />
                </Box>
                {alternative.correct && (
                  <Badge colorPalette="green" variant="solid">
                    {intl.formatMessage(m.correct)}
                  </Badge>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        question.character_limit !== null && (
          <Text color="fg.muted" textStyle="sm">
            {intl.formatMessage(m.characterLimit, { limit: question.character_limit })}
          </Text>
        )
      )}
      <Wrap gap="2" role="group" aria-label={intl.formatMessage(m.actions, { number })}>
        {full && (
          <>
            <Button size="sm" variant="outline" onClick={actions.onEdit}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={actions.onRemove}>
              {intl.formatMessage(m.remove)}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          colorPalette={cancelled ? 'green' : 'orange'}
          onClick={() => actions.onStatus(cancelled ? 'restore' : 'cancel')}
        >
          {intl.formatMessage(cancelled ? m.restore : m.cancel)}
        </Button>
        {question.kind === 'multiple_choice' && question.alternatives.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => actions.onStatus('change')}>
            {intl.formatMessage(m.changeCorrect)}
          </Button>
        )}
      </Wrap>
    </Stack>
  );
}
