import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { StudentEdition } from '../api/student-edition';
import { Section } from './Section';
import { VideosDialog } from './VideosDialog';

/** Material: the videos dialog (certificates and answer-key links are not built yet). */
export function MaterialSection({ edition }: { edition: StudentEdition }) {
  const intl = useIntl();
  return (
    <Section
      title={intl.formatMessage({ id: 'examTaking.edition.material.title' })}
      testId="edition-material"
    >
      {edition.videos.length > 0 ? (
        <VideosDialog videos={edition.videos} />
      ) : (
        <Text color="fg.muted">{intl.formatMessage({ id: 'examTaking.edition.material.none' })}</Text>
      )}
    </Section>
  );
}
