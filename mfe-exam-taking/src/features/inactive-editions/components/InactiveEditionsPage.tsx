import { ParticipantEditionsPage } from '../../participant-editions';
import { inactiveEditionsMessages } from '../messages';
import { useInactiveEditions } from '../hooks/useInactiveEditions';
import { useInactiveEditionColumns } from './inactive-edition-columns';

/** /edicoes/inativas (spec 3 §2.2). */
export function InactiveEditionsPage() {
  return (
    <ParticipantEditionsPage
      messages={inactiveEditionsMessages}
      testId="inactive-editions"
      columns={useInactiveEditionColumns()}
      query={useInactiveEditions()}
    />
  );
}
