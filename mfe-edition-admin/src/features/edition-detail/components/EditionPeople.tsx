import { List, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import type { EditionDetail } from '../api/edition';
import { peopleMessages as m } from '../messages';

/** The edition's coordinators (name, e-mail) and countries. */
export function EditionPeople({ edition }: { edition: EditionDetail }) {
  const intl = useIntl();
  const coordinators = edition.coordinators ?? [];
  const countries = edition.countries ?? [];
  return (
    <>
      <Section title={intl.formatMessage(m.coordinatorsTitle)} testId="edition-coordinators">
        {coordinators.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.coordinatorsEmpty)}</Text>
        ) : (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.coordinatorsName)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.coordinatorsEmail)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {coordinators.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.name || c.username || c.fractal_id}</Table.Cell>
                  <Table.Cell>{c.email ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <Section title={intl.formatMessage(m.countriesTitle)} testId="edition-countries">
        {countries.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.countriesEmpty)}</Text>
        ) : (
          <List.Root ps="5">
            {countries.map((c) => (
              <List.Item key={c.id}>{c.name}</List.Item>
            ))}
          </List.Root>
        )}
      </Section>
    </>
  );
}
