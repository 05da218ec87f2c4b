import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_GROUPS, groupNeedsExam, type NotificationGroup } from 'shared-contracts';
import { FormField } from '../../../shared/components/FormField';
import type { Audience } from '../hooks/useAudience';
import { audienceMessages as m, groupLabels } from '../messages';

/**
 * The group and the phase of a send (spec 2 §5, §8, §9): the phases are those the group allows;
 * "A fase não pode ficar em branco!" while the group needs a phase and none is chosen.
 */
export function AudienceFields({
  audience,
  loadFailed,
  disabled,
}: {
  audience: Audience;
  loadFailed: boolean;
  disabled: boolean;
}) {
  const intl = useIntl();
  const needsPhase = groupNeedsExam(audience.group);
  const phaseError = loadFailed
    ? { text: intl.formatMessage(m.phasesError) }
    : audience.phaseMissing
      ? { text: intl.formatMessage(m.phaseRequired) }
      : undefined;
  const emptyHint =
    needsPhase && audience.allowed.length === 0 && !loadFailed
      ? intl.formatMessage(m.noPhaseAllowed)
      : undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={intl.formatMessage(m.group)} required disabled={disabled} testId="field-group">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={audience.group}
            onChange={(e) => audience.setGroup(e.currentTarget.value as NotificationGroup)}
          >
            {NOTIFICATION_GROUPS.map((group) => (
              <option key={group} value={group}>
                {intl.formatMessage(groupLabels[group])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={intl.formatMessage(m.phase)}
        required={needsPhase}
        disabled={disabled}
        error={phaseError}
        helperText={emptyHint}
        testId="field-phase"
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            value={audience.examId}
            onChange={(e) => audience.setExamId(e.currentTarget.value)}
          >
            <option value="">{intl.formatMessage(needsPhase ? m.noPhase : m.anyPhase)}</option>
            {audience.allowed.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
