import { Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { canManageEdition, examEditLevel, type ExamKind } from 'shared-contracts';
import { loadedResource, useAuthStore, useQuery } from 'shared-contracts/client';
import { Link as RouterLink, useNavigate, useParams } from 'shared-contracts/ui';
import { timeZoneNameOf } from '../../../shared/api/editions';
import { pathOf } from '../../../shared/built-routes';
import { EditionBlocked, EditionGate, useEdition, type EditionDetail } from '../../edition-detail';
import { examKeys, fetchExam } from '../../exams';
import { blankValues, valuesOf } from '../form-values';
import { formMessages as m } from '../messages';
import { ExamForm } from './ExamForm';
import { KindChoice } from './KindChoice';

const FALLBACK_ZONE = 'America/Sao_Paulo';

/** The edition's phase numbers, in order. */
const phasesOf = (edition: EditionDetail) =>
  [...new Set((edition.phases ?? []).map((p) => p.phase))].sort((a, b) => a - b);

/** The page around the form: back to the exam list, and the title. */
function ExamFormFrame({
  editionId,
  editing,
  children,
}: {
  editionId: string;
  editing: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {intl.formatMessage(editing ? m.editTitle : m.createTitle)}
        </Heading>
        <Button asChild variant="outline">
          <RouterLink to={pathOf('admin.exams', { id: editionId })}>{intl.formatMessage(m.back)}</RouterLink>
        </Button>
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * Edition-bound loading of the exam form (spec 2 §2): the edition with its coordinators; a user who is
 * neither admin nor one of them sees "Voce nao possui autorizacao" with Fechar to /edicoes, and an
 * edition without phases "Esta edicao nao possui Fases" (no exam can be made).
 */
function ExamFormGate({
  editing,
  children,
}: {
  editing: boolean;
  children: (edition: EditionDetail, phases: number[]) => ReactNode;
}) {
  const intl = useIntl();
  const { id } = useParams();
  const state = useEdition(id);
  const user = useAuthStore((s) => s.user);
  if (state.status === 'ready' && !canManageEdition(user, state.value))
    return (
      <EditionBlocked
        title={intl.formatMessage(m.noAuthorization)}
        action={intl.formatMessage(m.close)}
        to={pathOf('admin.editions')}
      />
    );
  return (
    <EditionGate state={state}>
      {(edition) => {
        const phases = phasesOf(edition);
        if (phases.length === 0)
          return (
            <EditionBlocked
              title={intl.formatMessage(m.noPhases)}
              text={intl.formatMessage(m.noPhasesText)}
              action={intl.formatMessage(m.back)}
              to={pathOf('admin.exams', { id: edition.id })}
            />
          );
        return (
          <ExamFormFrame editionId={edition.id} editing={editing}>
            {children(edition, phases)}
          </ExamFormFrame>
        );
      }}
    </EditionGate>
  );
}

function NewExam({ edition, phases }: { edition: EditionDetail; phases: number[] }) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<ExamKind | null>(null);
  if (!kind) return <KindChoice onChoose={setKind} />;
  return (
    <ExamForm
      editionId={edition.id}
      examId={null}
      base={blankValues(kind, phases)}
      phases={phases}
      zone={timeZoneNameOf(edition) ?? FALLBACK_ZONE}
      level="full"
      storedCoverUrl={null}
      scoresAlreadyImported={false}
      // The new exam's address replaces /nova, on its second tab (spec 2 §4).
      onSaved={(examId) =>
        void navigate(`${pathOf('admin.examEdit', { id: edition.id, testId: examId })}?aba=1`, {
          replace: true,
        })
      }
    />
  );
}

function EditExam({ edition, phases, examId }: { edition: EditionDetail; phases: number[]; examId: string }) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: examKeys.detail(examId),
    queryFn: ({ signal }) => fetchExam(examId, { signal }),
  });
  const state = loadedResource(query);
  if (state.status === 'loading')
    return (
      <Center py="12">
        <Spinner aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (state.status !== 'ready')
    return (
      <Text role="alert" color="fg.error">
        {intl.formatMessage(state.status === 'notFound' ? m.examNotFound : m.examError)}
      </Text>
    );
  const exam = state.value;
  const zone = timeZoneNameOf(edition) ?? FALLBACK_ZONE;
  return (
    <ExamForm
      // A save or an import reloads the exam: the form starts again from what the server stored.
      key={query.dataUpdatedAt}
      editionId={edition.id}
      examId={exam.id}
      base={valuesOf(exam, zone)}
      phases={[...new Set([...phases, exam.phase])].sort((a, b) => a - b)}
      zone={zone}
      level={exam.edit_level ?? examEditLevel(exam.status)}
      storedCoverUrl={exam.cover_url?.url ?? null}
      scoresAlreadyImported={exam.scores_already_imported}
      onSaved={() => undefined}
    />
  );
}

/** /edicoes/:id/provas/nova: Online or Presencial first, then the form; once saved, the exam's address. */
export function NewExamPage() {
  return (
    <ExamFormGate editing={false}>
      {(edition, phases) => <NewExam edition={edition} phases={phases} />}
    </ExamFormGate>
  );
}

/** /edicoes/:id/provas/:testId: the exam's form, with its status rules (spec 2 §4). */
export function EditExamPage() {
  const { testId } = useParams();
  return (
    <ExamFormGate editing>
      {(edition, phases) => <EditExam edition={edition} phases={phases} examId={testId ?? ''} />}
    </ExamFormGate>
  );
}
