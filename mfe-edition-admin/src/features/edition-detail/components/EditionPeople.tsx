import { List, Table, Text } from '@chakra-ui/react';
import { Section } from 'shared-contracts/ui';
import type { EditionDetail } from '../api/edition';
import { useDetailMessages } from './use-detail-messages';

/** The edition's coordinators (name, e-mail) and countries. */
export function EditionPeople({ edition }: { edition: EditionDetail }) {
  const { t } = useDetailMessages();
  const coordinators = edition.coordinators ?? [];
  const countries = edition.countries ?? [];
  return (
    <>
      <Section title={t('coordinators.title')} testId="edition-coordinators">
        {coordinators.length === 0 ? (
          <Text color="fg.muted">{t('coordinators.empty')}</Text>
        ) : (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('coordinators.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('coordinators.email')}</Table.ColumnHeader>
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
      <Section title={t('countries.title')} testId="edition-countries">
        {countries.length === 0 ? (
          <Text color="fg.muted">{t('countries.empty')}</Text>
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
