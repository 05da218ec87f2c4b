import { Button, CloseButton, Drawer, Portal, Separator, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { QUESTION_DRAWER_WIDTH } from 'shared-contracts';
import type { ExamQuestion } from '../api/questions';
import { draftErrors, draftOf, writeAttributesOf, type DraftError } from '../draft';
import { useSaveQuestion } from '../hooks/useSaveQuestion';
import { drawerMessages as m } from '../messages';
import { QuestionForm } from './QuestionForm';
import { QuestionHistory } from './QuestionHistory';

/** What the drawer edits: a new question, or one of the list (with its number). */
export type DrawerTarget = { question: null } | { question: ExamQuestion; number: number };

/** One opening of the drawer: the values start from the question. */
function DrawerBody({
  examId,
  target,
  onClose,
}: {
  examId: string;
  target: DrawerTarget;
  onClose: () => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const [values, setValues] = useState(() => draftOf(target.question));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, DraftError>>({});
  const save = useSaveQuestion({
    examId,
    questionId: target.question?.id ?? null,
    onSaved: onClose,
    onFieldErrors: setServerErrors,
  });
  const errors = submitted ? { ...serverErrors, ...draftErrors(values) } : serverErrors;
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          {target.question
            ? intl.formatMessage(m.titleEdit, { number: target.number })
            : intl.formatMessage(m.titleNew)}
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <form
            id={formId}
            noValidate
            aria-label={
              target.question
                ? intl.formatMessage(m.titleEdit, { number: target.number })
                : intl.formatMessage(m.titleNew)
            }
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitted(true);
              setServerErrors({});
              if (Object.keys(draftErrors(values)).length === 0 && !save.isPending)
                save.mutate(writeAttributesOf(values));
            }}
          >
            <QuestionForm
              values={values}
              errors={errors}
              disabled={save.isPending}
              onChange={(next) => {
                setValues(next);
                setServerErrors({});
              }}
            />
          </form>
          {target.question && (
            <>
              <Separator />
              <QuestionHistory questionId={target.question.id} />
            </>
          )}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" form={formId} colorPalette="brand" loading={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Drawer.Footer>
    </>
  );
}

/** The question drawer: 900 px wide on a desktop, the whole width on a phone. */
export function QuestionDrawer({
  examId,
  target,
  opening,
  onClose,
}: {
  examId: string;
  target: DrawerTarget | null;
  opening: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer.Root
      open={target !== null}
      size="full"
      placement="end"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={{ base: '100vw', md: `${QUESTION_DRAWER_WIDTH}px` }}
            data-testid="question-drawer"
          >
            {target && <DrawerBody key={opening} examId={examId} target={target} onClose={onClose} />}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
