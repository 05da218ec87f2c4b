import { Alert, Button, Checkbox, Field, Fieldset, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CorrectionAssignment } from 'shared-contracts';
import { checkAssignment, type AssignmentProblems } from '../assignment-rules';
import { useSaveAssignment } from '../hooks/useCorrectionAssignment';
import { assignmentMessages as m, assignmentValueMessages as vm } from '../messages';

/**
 * The settings (double marking, its threshold) and the correctors the answers are split among; checked
 * in the form as the server checks them, the server's refusal shown above Salvar.
 */
export function AssignmentForm({ examId, assignment }: { examId: string; assignment: CorrectionAssignment }) {
  const intl = useIntl();
  const save = useSaveAssignment(examId);
  const [doubleMarking, setDoubleMarking] = useState(assignment.double_marking);
  const [threshold, setThreshold] = useState(String(assignment.marking_threshold));
  const [correctorIds, setCorrectorIds] = useState(() => assignment.correctors.map((c) => c.id));
  const [problems, setProblems] = useState<AssignmentProblems>({});

  const toggle = (id: string, checked: boolean) =>
    setCorrectorIds((ids) => (checked ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        aria-labelledby="assignment-title"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkAssignment({ doubleMarking, threshold, correctorIds });
          setProblems(checked.problems);
          if (Object.keys(checked.problems).length) return;
          save.mutate({
            double_marking: doubleMarking,
            marking_threshold: checked.threshold,
            corrector_ids: correctorIds,
          });
        }}
      >
        <Stack gap="1">
          <Switch.Root
            checked={doubleMarking}
            onCheckedChange={(details) => setDoubleMarking(details.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{intl.formatMessage(m.doubleMarking)}</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.doubleMarkingHelp)}
          </Text>
        </Stack>
        {doubleMarking && (
          <Field.Root invalid={problems.threshold !== undefined} required>
            <Field.Label>
              {intl.formatMessage(m.threshold)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              inputMode="decimal"
              maxW={{ base: 'full', sm: '40' }}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
            />
            {problems.threshold ? (
              <Field.ErrorText>{intl.formatMessage(m.thresholdInvalid)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{intl.formatMessage(m.thresholdHelp)}</Field.HelperText>
            )}
          </Field.Root>
        )}
        <Fieldset.Root invalid={problems.correctors !== undefined}>
          <Fieldset.Legend>{intl.formatMessage(m.correctors)}</Fieldset.Legend>
          <Fieldset.HelperText>{intl.formatMessage(m.correctorsHelp)}</Fieldset.HelperText>
          <Fieldset.Content>
            {assignment.candidates.length === 0 && (
              <Text color="fg.muted">{intl.formatMessage(m.noCandidates)}</Text>
            )}
            {assignment.candidates.map((candidate) => (
              <Checkbox.Root
                key={candidate.id}
                checked={correctorIds.includes(candidate.id)}
                onCheckedChange={(details) => toggle(candidate.id, details.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label wordBreak="break-word">
                  {intl.formatMessage(vm.candidate, {
                    name: candidate.name ?? intl.formatMessage(m.unnamed),
                    email: candidate.email,
                  })}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Fieldset.Content>
          {problems.correctors && (
            <Fieldset.ErrorText>{intl.formatMessage(m.twoForDouble)}</Fieldset.ErrorText>
          )}
        </Fieldset.Root>
        {save.refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{save.refusal}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </form>
    </Stack>
  );
}
