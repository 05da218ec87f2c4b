import { Button, Field, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import type { KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { CorrectionItem } from 'shared-contracts';
import { correctionMessages as m, correctionValueMessages as vm } from '../messages';
import type { ScoreProblem } from '../score-rules';

export interface ScoreDraft {
  score: string;
  comment: string;
}

/**
 * The mark of one answer: the score (0 to the weight; Enter saves and moves to the next answer), the
 * comment (Ctrl+Enter does the same) and Salvar (saves and stays).
 */
export function ScoreForm({
  item,
  draft,
  problem,
  saving,
  scoreRef,
  onChange,
  onSave,
}: {
  item: CorrectionItem;
  draft: ScoreDraft;
  problem: ScoreProblem | undefined;
  saving: boolean;
  scoreRef: RefObject<HTMLInputElement | null>;
  onChange: (draft: ScoreDraft) => void;
  onSave: (advance: boolean) => void;
}) {
  const intl = useIntl();
  const weight = intl.formatNumber(item.weight, { maximumFractionDigits: 2 });
  const error =
    problem === 'required'
      ? intl.formatMessage(m.scoreRequired)
      : problem === 'notANumber'
        ? intl.formatMessage(m.scoreNotANumber)
        : problem === 'outOfRange'
          ? intl.formatMessage(vm.scoreOutOfRange, { weight })
          : undefined;
  const saveAndNext = (event: KeyboardEvent, withModifier: boolean) => {
    if (event.key !== 'Enter' || (withModifier && !(event.ctrlKey || event.metaKey))) return;
    event.preventDefault();
    if (!saving) onSave(true);
  };
  return (
    <Stack asChild gap="3">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave(false);
        }}
        data-testid="score-form"
      >
        <Field.Root invalid={error !== undefined} required>
          <Field.Label>
            {intl.formatMessage(vm.scoreLabel, { weight })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={scoreRef}
            inputMode="decimal"
            autoComplete="off"
            maxW={{ base: 'full', sm: '40' }}
            value={draft.score}
            aria-keyshortcuts="Enter"
            onChange={(event) => onChange({ ...draft, score: event.target.value })}
            onKeyDown={(event) => saveAndNext(event, false)}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>{intl.formatMessage(m.comment)}</Field.Label>
          <Textarea
            rows={3}
            value={draft.comment}
            aria-keyshortcuts="Control+Enter"
            onChange={(event) => onChange({ ...draft, comment: event.target.value })}
            onKeyDown={(event) => saveAndNext(event, true)}
          />
        </Field.Root>
        <Flex>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {intl.formatMessage(m.save)}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
