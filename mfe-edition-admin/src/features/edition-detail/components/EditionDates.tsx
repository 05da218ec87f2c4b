import { DataList } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import { timeZoneNameOf } from '../../../shared/api/editions';
import type { EditionDetail } from '../api/edition';
import { datesMessages as m } from '../messages';
import { useDetailDateTime } from './use-detail-date-time';

/** Registration, start and results dates in the edition's zone, the zone and the certificate state. */
export function EditionDates({ edition }: { edition: EditionDetail }) {
  const intl = useIntl();
  const dateTime = useDetailDateTime();
  const zone = timeZoneNameOf(edition);
  const certificateAt = edition.certificate_available_at;
  const certificate = !edition.certificate_available
    ? intl.formatMessage(m.certificateUnavailable)
    : certificateAt
      ? intl.formatMessage(m.certificateAvailableSince, { date: dateTime(certificateAt, zone) })
      : intl.formatMessage(m.certificateAvailable);
  const items: [MessageDescriptor, string][] = [
    [m.startRegistration, dateTime(edition.start_registration, zone)],
    [m.endRegistration, dateTime(edition.end_registration, zone)],
    [m.start, dateTime(edition.start_date, zone)],
    [m.results, dateTime(edition.results_due, zone)],
    [m.timeZone, zone ?? '—'],
    [m.certificateLabel, certificate],
  ];
  return (
    <Section title={intl.formatMessage(m.title)} testId="edition-dates">
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label.id}>
            <DataList.ItemLabel minW="48">{intl.formatMessage(label)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Section>
  );
}
