import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { User } from 'shared-contracts';
import { timeZoneNameOf } from '../../../shared/api/editions';
import { CertificatePanel } from '../../certificate-generation';
import type { EditionDetail } from '../api/edition';
import { AuditLogSection } from './AuditLogSection';
import { EditionDates } from './EditionDates';
import { EditionHeader } from './EditionHeader';
import { EditionPeople } from './EditionPeople';
import { ExamList } from './ExamList';
import { PhaseList } from './PhaseList';

/** The loaded edition (spec 2 "Edition detail"). */
export function EditionDetailView({ edition, user }: { edition: EditionDetail; user: User | null }) {
  return (
    <Stack gap="8" data-testid="edition-detail">
      <EditionHeader edition={edition} user={user} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <EditionDates edition={edition} />
        <Stack gap="8">
          <EditionPeople edition={edition} />
          <CertificatePanel
            editionId={edition.id}
            availableAt={edition.certificate_available_at ?? null}
            zone={timeZoneNameOf(edition)}
            hasTemplates={(edition.achievement_template_urls ?? []).length > 0}
          />
        </Stack>
      </SimpleGrid>
      <PhaseList phases={edition.phases ?? []} />
      <ExamList exams={edition.exams ?? []} zone={timeZoneNameOf(edition)} />
      <AuditLogSection
        editionId={edition.id}
        zone={timeZoneNameOf(edition)}
        countries={edition.countries ?? []}
      />
    </Stack>
  );
}
