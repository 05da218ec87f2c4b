import { DataList } from '@chakra-ui/react';
import { Section } from 'shared-contracts/ui';
import { timeZoneNameOf } from '../../../shared/api/editions';
import type { EditionDetail } from '../api/edition';
import { useDetailMessages } from './use-detail-messages';

/** Registration, start and results dates in the edition's zone, the zone and the certificate state. */
export function EditionDates({ edition }: { edition: EditionDetail }) {
  const { t, dateTime } = useDetailMessages();
  const zone = timeZoneNameOf(edition);
  const certificateAt = edition.certificate_available_at;
  const certificate = !edition.certificate_available
    ? t('certificate.unavailable')
    : certificateAt
      ? t('certificate.availableSince', { date: dateTime(certificateAt, zone) })
      : t('certificate.available');
  const items: [string, string][] = [
    ['dates.startRegistration', dateTime(edition.start_registration, zone)],
    ['dates.endRegistration', dateTime(edition.end_registration, zone)],
    ['dates.start', dateTime(edition.start_date, zone)],
    ['dates.results', dateTime(edition.results_due, zone)],
    ['dates.timeZone', zone ?? '—'],
    ['certificate.label', certificate],
  ];
  return (
    <Section title={t('dates.title')} testId="edition-dates">
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="48">{t(label)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Section>
  );
}
