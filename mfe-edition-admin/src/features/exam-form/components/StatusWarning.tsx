import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel, ExamKind } from 'shared-contracts';
import { statusMessages as m } from '../messages';

/** In progress: what changes still do and what is locked; expired: the spec's warning per kind (§4). */
export function StatusWarning({ level, kind }: { level: ExamEditLevel; kind: ExamKind }) {
  const intl = useIntl();
  if (level === 'full') return null;
  const text = level === 'limited' ? m.inProgress : kind === 'online' ? m.expiredOnline : m.expiredPresential;
  return (
    <Alert.Root status="warning" data-testid="exam-status-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{intl.formatMessage(text)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
