import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { useNextParticipant } from '../hooks/useNextParticipant';
import { correctionMessages as m } from '../messages';

/**
 * At the last answer of a participant: Próximo participante (the next one waiting for the caller), so a
 * corrector goes through the whole queue from the keyboard (after Enter on the last answer, the button has
 * the focus: Enter again opens it), or a line saying nobody else is waiting.
 */
export function NextParticipant({
  listPath,
  examId,
  userId,
  participationId,
  wantFocus,
  onFocusHandled,
}: {
  listPath: string;
  examId: string;
  userId: string;
  participationId: string;
  /** Set once the last answer is saved with Enter: the button takes the focus when it is there. */
  wantFocus: boolean;
  onFocusHandled: () => void;
}) {
  const intl = useIntl();
  const next = useNextParticipant(examId, { userId, participationId }, true);
  const buttonRef = useRef<HTMLAnchorElement | null>(null);
  const { isSuccess, data } = next;
  useEffect(() => {
    if (!wantFocus || !isSuccess) return;
    buttonRef.current?.focus();
    onFocusHandled();
  }, [wantFocus, isSuccess, data, onFocusHandled]);
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" data-testid="next-participant">
      <Text>{intl.formatMessage(m.lastDone)}</Text>
      {next.isPending ? (
        <Spinner size="sm" />
      ) : next.data ? (
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
          <RouterLink ref={buttonRef} to={`${listPath}/${encodeURIComponent(next.data)}/correcao`}>
            {intl.formatMessage(m.nextParticipant)}
          </RouterLink>
        </Button>
      ) : (
        <Text color="fg.muted">{intl.formatMessage(m.noneLeft)}</Text>
      )}
    </Stack>
  );
}
