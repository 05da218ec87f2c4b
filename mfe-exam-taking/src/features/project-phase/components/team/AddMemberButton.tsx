import { Box, Button, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useId } from 'react';
import { useProjectText } from '../../hooks/useProjectText';
import type { TeamView } from '../../team-view';
import { projectPhaseMessages } from '../../messages';

/**
 * "Adicionar membro", for the leader: disabled once the phase closed, at the limit, or while an
 * under-18 leader has no guardian e-mail (with a tooltip, and the same words under it, saying so).
 */
export function AddMemberButton({
  view,
  closed,
  onAdd,
}: {
  view: TeamView;
  closed: boolean;
  onAdd: () => void;
}) {
  const { t, rule } = useProjectText();
  const noteId = useId();
  const why = view.guardianBlocked ? rule('teams.error.guardianFirst') : undefined;
  const disabled = closed || view.full || view.guardianBlocked || view.roles.length === 0;
  const button = (
    <Button colorPalette="brand" size="sm" disabled={disabled} onClick={onAdd}>
      {t(projectPhaseMessages.membersAdd)}
    </Button>
  );
  if (!why) return button;
  return (
    <Stack gap="1" align="start">
      <Tooltip.Root openDelay={150} closeDelay={50}>
        <Tooltip.Trigger asChild>
          {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
          <Box as="span" display="inline-block" tabIndex={0} aria-describedby={noteId}>
            {button}
          </Box>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="xs">{why}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <Text id={noteId} textStyle="sm" color="fg.muted" data-testid="guardian-first">
        {why}
      </Text>
    </Stack>
  );
}
