import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ParticipantMatch } from '../../api/participants';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useParticipantSearch } from '../../hooks/useParticipantSearch';
import { useProjectText } from '../../hooks/useProjectText';
import { useFieldError } from './MemberField';
import { projectPhaseMessages } from '../../messages';

/**
 * The participant search of the member form (spec 3 §5): the name typed is searched 500 ms after
 * typing stops; choosing a person lists them; "not found in the list" opens the unlisted fields.
 */
export function PersonSearch({
  form,
  examId,
  chosenName,
  onChoose,
  onNotListed,
}: {
  form: MemberForm;
  examId: string;
  chosenName: string | null;
  onChoose: (person: ParticipantMatch) => void;
  onNotListed: () => void;
}) {
  const { t } = useProjectText();
  const errorOf = useFieldError(form);
  const [typed, setTyped] = useState('');
  const search = useParticipantSearch(examId, typed);
  const error = errorOf('user_id');
  return (
    <Stack gap="2" data-testid="person-search">
      <Field.Root invalid={error !== undefined} required data-testid="field-user_id">
        <Field.Label>
          {t(projectPhaseMessages.memberSearchLabel)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="participant_search"
          value={typed}
          placeholder={t(projectPhaseMessages.memberSearchPlaceholder)}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => form.touch('user_id')}
        />
        {chosenName && (
          <Field.HelperText data-testid="chosen-person">
            {t(projectPhaseMessages.memberSearchChosen, { name: chosenName })}
          </Field.HelperText>
        )}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {search.loading && (
        <HStack gap="2" role="status">
          <Spinner size="xs" />
          <Text textStyle="sm" color="fg.muted">
            {t(projectPhaseMessages.memberSearchLoading)}
          </Text>
        </HStack>
      )}
      {search.failed && (
        <HStack gap="2">
          <Text textStyle="sm" color="fg.error" role="alert">
            {t(projectPhaseMessages.memberSearchFailed)}
          </Text>
          <Button size="xs" variant="outline" onClick={search.retry}>
            {t(projectPhaseMessages.pickerRetry)}
          </Button>
        </HStack>
      )}
      {search.people.length > 0 && (
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          role="list"
          aria-label={t(projectPhaseMessages.memberSearchResults)}
        >
          {search.people.map((person) => (
            <li key={person.id}>
              <Button
                size="sm"
                variant={form.values.user_id === person.id ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={form.values.user_id === person.id}
                onClick={() => onChoose(person)}
                width="full"
                justifyContent="space-between"
              >
                <span>{person.name}</span>
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {search.hasMore && !search.loading && (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={search.more}>
          {t(projectPhaseMessages.pickerMore)}
        </Button>
      )}
      {search.searched && !search.loading && !search.failed && search.people.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          {t(projectPhaseMessages.memberSearchNone)}
        </Text>
      )}
      <Button size="sm" variant="plain" alignSelf="start" paddingX="0" onClick={onNotListed}>
        {t(projectPhaseMessages.memberSearchNotListed)}
      </Button>
    </Stack>
  );
}
