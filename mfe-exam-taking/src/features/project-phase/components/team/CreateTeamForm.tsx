import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { teamNameSchema } from 'shared-contracts';
import { useProjectText } from '../../hooks/useProjectText';
import { projectPhaseMessages } from '../../messages';

/** 'Por favor criar um time!' and the create-team form (name ≥ 3, spec 3 §4, §5). */
export function CreateTeamForm({
  disabled,
  busy,
  onCreate,
}: {
  disabled: boolean;
  busy: boolean;
  /** Resolves true once created. */
  onCreate: (name: string) => Promise<boolean>;
}) {
  const { t, rule } = useProjectText();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const result = v.safeParse(teamNameSchema, name);
  const error = touched && !result.success ? rule(result.issues[0].message) : undefined;

  const submit = async () => {
    setTouched(true);
    if (!result.success) return;
    if (await onCreate(result.output)) {
      setName('');
      setTouched(false);
    }
  };

  return (
    <Stack gap="4" data-testid="create-team">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{rule('teams.error.noTeam')}</Alert.Title>
      </Alert.Root>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root invalid={error !== undefined} required disabled={disabled} maxW="md">
            <Field.Label>
              {t(projectPhaseMessages.teamName)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="team_name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setTouched(true)}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={disabled}>
            {t(projectPhaseMessages.teamCreate)}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
