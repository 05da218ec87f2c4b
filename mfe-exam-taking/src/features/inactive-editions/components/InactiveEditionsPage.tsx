import { ParticipantEditionsPage } from '../../participant-editions';
import { useInactiveEditions } from '../hooks/useInactiveEditions';
import { useInactiveEditionColumns } from './inactive-edition-columns';

/** /edicoes/inativas (spec 3 §2.2). */
export function InactiveEditionsPage() {
  return (
    <ParticipantEditionsPage
      messages="examTaking.inactiveEditions"
      testId="inactive-editions"
      columns={useInactiveEditionColumns()}
      query={useInactiveEditions()}
    />
  );
}
