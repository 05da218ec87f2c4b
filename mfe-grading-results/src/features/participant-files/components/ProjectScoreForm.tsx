import { Alert, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PROJECT_SCORE_STEP } from 'shared-contracts';
import { useProjectScore } from '../hooks/useProjectScore';
import { participantFilesMessages as m } from '../messages';

/** A score from 0 with at most one decimal (step 0.1); empty clears it. */
export function parseProjectScore(text: string): number | null | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  if (!/^\d+(\.\d)?$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The project's score (spec 2 §7: PUT project_score, step 0.1), read-only once the final ranking is out
 * (ranking_available_at).
 */
export function ProjectScoreForm({
  testId,
  userId,
  participationId,
  score,
  locked,
}: {
  testId: string;
  userId: string;
  participationId: string;
  score: number | null;
  locked: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState(score === null ? '' : String(score));
  const [invalid, setInvalid] = useState(false);
  const save = useProjectScore(testId, userId, participationId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parseProjectScore(text);
    setInvalid(value === undefined);
    if (value !== undefined) save.mutate(value);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="project-score">
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root invalid={invalid} readOnly={locked} maxW={{ base: 'full', sm: 'xs' }}>
          <Field.Label>{intl.formatMessage(m.score)}</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={PROJECT_SCORE_STEP}
            value={text}
            readOnly={locked}
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? (
            <Field.ErrorText>{intl.formatMessage(m.scoreInvalid)}</Field.ErrorText>
          ) : (
            !locked && <Field.HelperText>{intl.formatMessage(m.scoreHelp)}</Field.HelperText>
          )}
        </Field.Root>
        {!locked && (
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        )}
      </Flex>
      {locked && (
        <Alert.Root status="info" mt="3">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.scoreLocked)}</Alert.Description>
        </Alert.Root>
      )}
    </form>
  );
}
