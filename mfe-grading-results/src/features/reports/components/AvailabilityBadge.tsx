import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate, formatTime } from 'shared-contracts';
import { reportsMessages as m, reportValueMessages as vm } from '../messages';

/** "Não disponível", "Disponível em DD/MM/YYYY HH:mm", or a provisional ranking's "Provisório desde …". */
export function AvailabilityBadge({
  availableAt,
  provisionalAt = null,
  zone,
}: {
  availableAt: string | null;
  provisionalAt?: string | null;
  zone: string | null;
}) {
  const intl = useIntl();
  const at = (iso: string) => `${formatDate(iso, zone)} ${formatTime(iso, zone)}`;
  if (availableAt)
    return (
      <Badge colorPalette="green">{intl.formatMessage(vm.availableOn, { date: at(availableAt) })}</Badge>
    );
  if (provisionalAt)
    return (
      <Badge colorPalette="orange">{intl.formatMessage(vm.provisional, { date: at(provisionalAt) })}</Badge>
    );
  return <Badge colorPalette="gray">{intl.formatMessage(m.notAvailable)}</Badge>;
}
