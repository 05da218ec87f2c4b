import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import { CertificateMaterial } from '../../certificates';
import { hasCertificateMaterial } from '../../certificates';
import type { StudentEdition } from '../api/student-edition';
import { VideosDialog } from './VideosDialog';

/**
 * Material (spec 3 §2.3): the videos dialog, the certificate download (and a team member's certificate
 * in group editions) and the edition's answer-key link.
 */
export function MaterialSection({ edition }: { edition: StudentEdition }) {
  const intl = useIntl();
  const videos = edition.videos.length > 0;
  return (
    <Section
      title={intl.formatMessage({ id: 'examTaking.edition.material.title', defaultMessage: 'Material' })}
      testId="edition-material"
    >
      {videos || hasCertificateMaterial(edition) ? (
        <HStack gap="2" flexWrap="wrap">
          {videos && <VideosDialog videos={edition.videos} />}
          <CertificateMaterial edition={edition} />
        </HStack>
      ) : (
        <Text color="fg.muted">
          {intl.formatMessage({
            id: 'examTaking.edition.material.none',
            defaultMessage: 'Nenhum material disponível.',
          })}
        </Text>
      )}
    </Section>
  );
}
