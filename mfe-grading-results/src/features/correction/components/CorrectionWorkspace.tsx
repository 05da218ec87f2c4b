import { Badge, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CorrectionItem, CorrectionSheet } from 'shared-contracts';
import { useCorrectionShortcuts } from '../hooks/useCorrectionShortcuts';
import { useSaveScore } from '../hooks/useSaveScore';
import { correctionMessages as m, correctionValueMessages as vm } from '../messages';
import { parseScore, type ScoreProblem } from '../score-rules';
import { AnswerPanels } from './AnswerPanels';
import { MarkingRound } from './MarkingRound';
import { NextParticipant } from './NextParticipant';
import { ScoreForm, type ScoreDraft } from './ScoreForm';

const draftOf = (item: CorrectionItem): ScoreDraft => ({
  score: item.score === null ? '' : String(item.score),
  comment: item.comment ?? '',
});

/**
 * One open-ended answer at a time (spec 3 §2.13): its position, the statement, the answer, the resolution,
 * the weight, the mark; Anterior / Próxima and the keyboard shortcuts; after the last answer, the next
 * participant. What is typed stays while the corrector moves between answers.
 */
export function CorrectionWorkspace({
  sheet,
  listPath,
  userId,
}: {
  sheet: CorrectionSheet;
  listPath: string;
  userId: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(() => {
    const firstUnscored = sheet.items.findIndex((item) => item.score === null);
    return firstUnscored < 0 ? 0 : firstUnscored;
  });
  const [drafts, setDrafts] = useState<Record<string, ScoreDraft>>({});
  const [problems, setProblems] = useState<Record<string, ScoreProblem | undefined>>({});
  const [announcement, setAnnouncement] = useState('');
  const scoreRef = useRef<HTMLInputElement | null>(null);
  const [focusNextParticipant, setFocusNextParticipant] = useState(false);
  const save = useSaveScore(sheet, setAnnouncement);

  const total = sheet.items.length;
  const item = sheet.items[Math.min(index, total - 1)]!;
  const draft = drafts[item.question_id] ?? draftOf(item);
  const isLast = index >= total - 1;

  const go = (to: number) => {
    if (to < 0 || to >= total) return;
    setIndex(to);
  };
  useEffect(() => {
    scoreRef.current?.focus();
  }, [index]);

  const onSave = (advance: boolean) => {
    const parsed = parseScore(draft.score, item.weight);
    setProblems((p) => ({ ...p, [item.question_id]: parsed.ok ? undefined : parsed.problem }));
    if (!parsed.ok) {
      scoreRef.current?.focus();
      return;
    }
    setAnnouncement('');
    save.mutate(
      { questionId: item.question_id, score: parsed.value, comment: draft.comment },
      {
        onSuccess: () => {
          setDrafts(({ [item.question_id]: _saved, ...rest }) => rest);
          if (!advance) return;
          if (isLast) setFocusNextParticipant(true);
          else go(index + 1);
        },
      },
    );
  };

  useCorrectionShortcuts({
    onNext: () => go(index + 1),
    onPrevious: () => go(index - 1),
    onDigit: (digit) => {
      setDrafts((d) => ({ ...d, [item.question_id]: { ...draft, score: digit } }));
      scoreRef.current?.focus();
    },
  });

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" aria-live="polite" data-testid="correction-position">
          {intl.formatMessage(vm.position, { number: index + 1, total })}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Badge colorPalette={item.score === null ? 'yellow' : 'green'}>
            {intl.formatMessage(item.score === null ? m.unscored : m.scored)}
          </Badge>
          <Badge colorPalette="gray">{intl.formatMessage(vm.weight, { weight: item.weight })}</Badge>
        </Flex>
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {intl.formatMessage(vm.questionNumber, { number: item.number })}
      </Text>
      <MarkingRound item={item} />
      <AnswerPanels item={item} />
      <ScoreForm
        key={item.question_id}
        item={item}
        draft={draft}
        problem={problems[item.question_id]}
        saving={save.isPending}
        scoreRef={scoreRef}
        onChange={(next) => setDrafts((d) => ({ ...d, [item.question_id]: next }))}
        onSave={onSave}
      />
      <Flex gap="2" justify="space-between" wrap="wrap">
        <Button
          variant="outline"
          disabled={index === 0}
          aria-keyshortcuts="Alt+ArrowLeft K"
          onClick={() => go(index - 1)}
        >
          {intl.formatMessage(m.previous)}
        </Button>
        <Button
          variant="outline"
          disabled={isLast}
          aria-keyshortcuts="Alt+ArrowRight J"
          onClick={() => go(index + 1)}
        >
          {intl.formatMessage(m.next)}
        </Button>
      </Flex>
      {isLast && (
        <NextParticipant
          listPath={listPath}
          examId={sheet.exam.id}
          userId={userId}
          participationId={sheet.participation_id}
          wantFocus={focusNextParticipant}
          onFocusHandled={() => setFocusNextParticipant(false)}
        />
      )}
      <Stack as="aside" gap="1" aria-labelledby="correction-shortcuts" fontSize="sm" color="fg.muted">
        <Text id="correction-shortcuts" fontWeight="semibold">
          {intl.formatMessage(m.shortcutsTitle)}
        </Text>
        <Text data-testid="correction-shortcuts">{intl.formatMessage(m.shortcuts)}</Text>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite" data-testid="correction-status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
