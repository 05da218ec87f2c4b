import { AwardsModal } from '../../awards';
import { useUnseenAwards } from '../../awards';
import { ParticipantEditionsPage } from '../../participant-editions';
import { activeEditionsMessages } from '../messages';
import { useActiveEditions } from '../hooks/useActiveEditions';
import { useActiveEditionColumns } from './active-edition-columns';

/** /edicoes/ativas (spec 3 §2.1), with the voucher tutorial for new awards. */
export function ActiveEditionsPage() {
  const columns = useActiveEditionColumns();
  const query = useActiveEditions();
  const awards = useUnseenAwards(); // after the editions: their request goes first
  return (
    <>
      <ParticipantEditionsPage
        messages={activeEditionsMessages}
        testId="active-editions"
        columns={columns}
        query={query}
      />
      <AwardsModal awards={awards.awards} onClose={awards.dismiss} />
    </>
  );
}
