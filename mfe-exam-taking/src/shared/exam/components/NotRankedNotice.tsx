import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { editionPagePath } from '../../routing/area-paths';
import { examMessages } from '../messages';

/** Someone not ranked for the phase cannot take part: the warning and the way back to the edition. */
export function NotRankedNotice({ editionId }: { editionId: string }) {
  const intl = useIntl();
  return (
    <Stack gap="3" align="start" data-testid="not-ranked">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{intl.formatMessage(examMessages.examErrorNotRanked)}</Alert.Description>
      </Alert.Root>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={editionPagePath(editionId)}>
          {intl.formatMessage(examMessages.examBackToEdition)}
        </RouterLink>
      </Button>
    </Stack>
  );
}
