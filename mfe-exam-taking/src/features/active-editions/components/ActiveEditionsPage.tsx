import { ParticipantEditionsPage } from '../../editions-common/ParticipantEditionsPage';
import { useActiveEditions } from '../hooks/useActiveEditions';
import { useActiveEditionColumns } from './active-edition-columns';

/** /edicoes/ativas (spec 3 §2.1). */
export function ActiveEditionsPage() {
  return (
    <ParticipantEditionsPage
      messages="examTaking.activeEditions"
      testId="active-editions"
      columns={useActiveEditionColumns()}
      query={useActiveEditions()}
    />
  );
}
