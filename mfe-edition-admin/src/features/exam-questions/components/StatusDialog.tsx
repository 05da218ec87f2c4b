import { Alert, Button, Dialog, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { choiceMarker, richTextIsBlank, type QuestionStatusAttributes } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import type { ExamQuestion } from '../api/questions';
import { statusMessages as m } from '../messages';
import { DraftErrorLine } from './DraftErrorText';
import { EditorSlot } from './EditorSlot';

/** Anular, desanular, or change the correct alternative (the status stays). */
export type StatusAction = 'cancel' | 'restore' | 'change';
export interface StatusTarget {
  question: ExamQuestion;
  number: number;
  action: StatusAction;
}

const titles = { cancel: m.cancelTitle, restore: m.restoreTitle, change: m.changeTitle } as const;

/** One opening: a required resolution comment and the correct alternative, then "Tem certeza?". */
function StatusBody({
  target,
  busy,
  onClose,
  onSubmit,
}: {
  target: StatusTarget;
  busy: boolean;
  onClose: () => void;
  onSubmit: (attributes: QuestionStatusAttributes) => void;
}) {
  const intl = useIntl();
  const { question, number, action } = target;
  const [comment, setComment] = useState(question.resolution?.comment ?? '');
  const [correct, setCorrect] = useState<string | null>(
    question.alternatives.find((a) => a.correct)?.id ?? null,
  );
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [tried, setTried] = useState(false);
  const choice = question.kind === 'multiple_choice';
  const commentMissing = richTextIsBlank(comment);
  const correctMissing = choice && !correct;
  const status = action === 'cancel' ? 'cancelled' : action === 'restore' ? 'active' : question.status;
  const markerIndex = question.alternatives.findIndex((a) => a.id === correct);

  if (step === 'confirm')
    return (
      <>
        <Dialog.Body>
          <Alert.Root status="warning" data-testid="status-confirm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{intl.formatMessage(m.sure)}</Alert.Title>
              <Alert.Description>
                {action === 'change'
                  ? intl.formatMessage(m.sureChange, {
                      number,
                      marker: choiceMarker(question.style, Math.max(markerIndex, 0)),
                    })
                  : intl.formatMessage(action === 'cancel' ? m.sureCancel : m.sureRestore, { number })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setStep('form')} disabled={busy}>
            {intl.formatMessage(m.back)}
          </Button>
          <Button
            colorPalette={action === 'cancel' ? 'red' : 'brand'}
            loading={busy}
            onClick={() =>
              onSubmit({
                status,
                resolution: { comment, multiple_choice: choice && correct ? [correct] : [] },
              })
            }
          >
            {intl.formatMessage(m.confirm)}
          </Button>
        </Dialog.Footer>
      </>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!commentMissing && !correctMissing) setStep('confirm');
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <SafeHtml html={question.statement} maxH="32" overflow="auto" color="fg.muted" />
          {choice && (
            <Stack gap="2">
              <Text fontWeight="medium" id="status-correct-label">
                {intl.formatMessage(m.correct)}
              </Text>
              <RadioGroup.Root
                value={correct}
                onValueChange={(d) => setCorrect(d.value)}
                colorPalette="brand"
                aria-labelledby="status-correct-label"
              >
                <Stack gap="2">
                  {question.alternatives.map((alternative, i) => (
                    <RadioGroup.Item key={alternative.id} value={alternative.id} alignItems="flex-start">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text as="span" fontWeight="bold">{`${choiceMarker(question.style, i)}) `}</Text>
                        <SafeHtml as="span" display="inline" html={alternative.description} />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              {tried && correctMissing && <DraftErrorLine error={{ rule: 'noCorrectAlternative' }} />}
            </Stack>
          )}
          <Stack gap="1">
            <EditorSlot
              label={intl.formatMessage(m.comment)}
              initialHtml={comment}
              limit={null}
              onChange={setComment}
            />
            {tried && commentMissing && (
              <DraftErrorLine
                error={{ text: intl.formatMessage(m.commentRequired) }}
                testId="comment-error"
              />
            )}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {intl.formatMessage(m.back)}
        </Button>
        <Button type="submit" colorPalette="brand">
          {intl.formatMessage(m.next)}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The dialog of PUT questions/{id}/status (spec 2 §4, §5, §8). */
export function StatusDialog({
  target,
  opening,
  busy,
  onClose,
  onSubmit,
}: {
  target: StatusTarget | null;
  opening: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (attributes: QuestionStatusAttributes) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={target !== null}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="status-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {target && intl.formatMessage(titles[target.action], { number: target.number })}
              </Dialog.Title>
            </Dialog.Header>
            {target && (
              <StatusBody key={opening} target={target} busy={busy} onClose={onClose} onSubmit={onSubmit} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
