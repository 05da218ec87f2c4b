import { Alert, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorsOf } from 'shared-contracts/client';
import { Link as RouterLink, useParams } from 'shared-contracts/ui';
import { useCorrectionSheet } from '../hooks/useCorrectionSheet';
import { correctionMessages as m, correctionValueMessages as vm } from '../messages';
import { CorrectionWorkspace } from './CorrectionWorkspace';

/** The first error's text (its detail) of a failed read; undefined: the screen's own message. */
function useErrorTitle(error: unknown): string | undefined {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    let live = true;
    setTitle(undefined);
    if (error) void errorsOf(error).then(([first]) => live && setTitle(first?.detail));
    return () => {
      live = false;
    };
  }, [error]);
  return title;
}

/**
 * /edicoes/:id/provas/:testId/participantes/:userId/correcao (spec 3 §2.13): the participant's open-ended
 * answers to mark, blocked while the exam is not over ("Prova em Andamento"); "Nenhuma questão a ser
 * corrigida" when there are none.
 */
export function CorrectionPage() {
  const intl = useIntl();
  const { id = '', testId = '', userId = '' } = useParams();
  const listPath = `/edicoes/${encodeURIComponent(id)}/provas/${encodeURIComponent(testId)}/participantes`;
  const { isPending, error, found, sheet } = useCorrectionSheet(testId, userId);
  const errorTitle = useErrorTitle(error);

  let body;
  if (isPending) body = <Spinner aria-label={intl.formatMessage(m.title)} />;
  else if (error)
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorTitle ?? intl.formatMessage(m.loadFailed)}</Alert.Title>
      </Alert.Root>
    );
  else if (!found || !sheet) body = <Text>{intl.formatMessage(m.noParticipation)}</Text>;
  else if (sheet.exam.status !== 'expired')
    body = (
      <Alert.Root status="info" data-testid="correction-in-progress">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(m.inProgress)}</Alert.Title>
          <Alert.Description>{intl.formatMessage(m.inProgressText)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else if (sheet.items.length === 0)
    body = <Text data-testid="correction-nothing">{intl.formatMessage(m.nothing)}</Text>;
  else
    body = (
      <CorrectionWorkspace key={sheet.participation_id} sheet={sheet} listPath={listPath} userId={userId} />
    );

  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full">
      <Flex gap="4" wrap="wrap">
        <Link asChild color="brand.primary">
          <RouterLink to={listPath}>← {intl.formatMessage(m.back)}</RouterLink>
        </Link>
        <Link asChild color="brand.primary">
          <RouterLink to={`${listPath}/minhas-correcoes`}>{intl.formatMessage(m.myCorrections)}</RouterLink>
        </Link>
      </Flex>
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {intl.formatMessage(m.title)}
        </Heading>
        {sheet?.user.name && (
          <Text color="fg.muted">{intl.formatMessage(vm.participant, { name: sheet.user.name })}</Text>
        )}
      </Stack>
      {body}
    </Stack>
  );
}
