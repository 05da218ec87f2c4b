import { Heading, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CorrectionAssignment } from 'shared-contracts';
import { assignmentMessages as m, assignmentValueMessages as vm } from '../messages';

/** How far the correction is: the counts, then each corrector's done of assigned with a bar. */
export function CorrectorProgress({ assignment }: { assignment: CorrectionAssignment }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="3" aria-labelledby="assignment-progress">
      <Heading as="h2" size="md" id="assignment-progress">
        {intl.formatMessage(m.progressTitle)}
      </Heading>
      <List.Root gap="0" ps="4" data-testid="assignment-counts">
        <List.Item>{intl.formatMessage(vm.total, { count: assignment.total_answers })}</List.Item>
        <List.Item>{intl.formatMessage(vm.unassigned, { count: assignment.unassigned })}</List.Item>
        {assignment.double_marking && (
          <List.Item>
            {intl.formatMessage(vm.thirdPending, { count: assignment.third_decisions_pending })}
          </List.Item>
        )}
      </List.Root>
      {assignment.correctors.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.noCorrectors)}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {assignment.correctors.map((corrector) => {
            const name = corrector.name ?? intl.formatMessage(m.unnamed);
            return (
              <Stack as="li" key={corrector.id} gap="1" data-testid="corrector-progress">
                <Text fontWeight="medium">{name}</Text>
                <Progress.Root
                  value={corrector.assigned ? (100 * corrector.done) / corrector.assigned : 0}
                  size="sm"
                  colorPalette="brand"
                >
                  <Progress.Track aria-label={intl.formatMessage(vm.progressOf, { name })}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(vm.correctorDone, {
                    done: corrector.done,
                    assigned: corrector.assigned,
                  })}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
