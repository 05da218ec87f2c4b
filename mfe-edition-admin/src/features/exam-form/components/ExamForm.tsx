import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/ui';
import { ExamQuestionsTab } from '../../exam-questions';
import type { ExamFormValues } from '../form-values';
import { useExamForm } from '../hooks/useExamForm';
import { useSaveExam } from '../hooks/useSaveExam';
import { formMessages as m } from '../messages';
import { ExamDataForm } from './ExamDataForm';
import { ImportScoresTab } from './ImportScoresTab';
import { StatusWarning } from './StatusWarning';

/** The tab of the `aba` query parameter: 0 the data, 1 the questions (online) or the scores (presential). */
const tabOf = (aba: string | null) => (aba === '1' ? '1' : '0');

export interface ExamFormProps {
  editionId: string;
  /** null when creating. */
  examId: string | null;
  base: ExamFormValues;
  phases: number[];
  zone: string;
  level: ExamEditLevel;
  storedCoverUrl: string | null;
  scoresAlreadyImported: boolean;
  onSaved: (id: string) => void;
}

/**
 * The exam form (spec 2 "Create or edit exam"): "Dados da prova", then "Questoes" (online) or "Importar
 * notas" (presential), the second tab open only once the exam is saved; the status warning above.
 */
export function ExamForm(props: ExamFormProps) {
  const { editionId, examId, level } = props;
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const tab = examId ? tabOf(search.get('aba')) : '0';
  const showTab = (value: string) =>
    setSearch(
      (was) => {
        const next = new URLSearchParams(was);
        if (value === '0') next.delete('aba');
        else next.set('aba', value);
        return next;
      },
      { replace: true },
    );
  const form = useExamForm(props.base, props.zone);
  const save = useSaveExam({
    examId,
    editionId,
    zone: props.zone,
    editLevel: level,
    form,
    onSaved: props.onSaved,
    showTab: () => showTab('0'),
  });
  const online = form.values.kind === 'online';

  return (
    <Stack gap="4">
      <StatusWarning level={level} kind={form.values.kind} />
      <Tabs.Root value={tab} onValueChange={(d) => showTab(d.value)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="0">{intl.formatMessage(m.tabData)}</Tabs.Trigger>
          <Tabs.Trigger value="1" disabled={!examId}>
            {intl.formatMessage(online ? m.tabQuestions : m.tabScores)}
          </Tabs.Trigger>
        </Tabs.List>
        {!examId && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {intl.formatMessage(m.saveFirst)}
          </Text>
        )}
        <Tabs.Content value="0">
          <ExamDataForm
            form={form}
            phases={props.phases}
            zone={props.zone}
            level={level}
            storedCoverUrl={props.storedCoverUrl}
            kindLocked={examId !== null}
            saving={save.isPending}
            onSave={() => save.mutate()}
          />
        </Tabs.Content>
        <Tabs.Content value="1">
          {examId &&
            (online ? (
              <ExamQuestionsTab editionId={editionId} examId={examId} editLevel={level} />
            ) : (
              <ImportScoresTab examId={examId} alreadyImported={props.scoresAlreadyImported} />
            ))}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
