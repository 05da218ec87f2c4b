import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { editionPagePath } from '../../routing/area-paths';

/** Someone not ranked for the phase cannot take part: the warning and the way back to the edition. */
export function NotRankedNotice({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.exam.${id}` });
  return (
    <Stack gap="3" align="start" data-testid="not-ranked">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('error.notRanked')}</Alert.Description>
      </Alert.Root>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={editionPagePath(editionId)}>{t('backToEdition')}</RouterLink>
      </Button>
    </Stack>
  );
}
