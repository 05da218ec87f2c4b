import { useIntl } from 'react-intl';
import { useParams } from 'shared-contracts/ui';
import { backToListMessage } from '../../../shared/routing/area-labels';
import { editionPathIn, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { BlockedScreen } from '../../../shared/exam/components/BlockedScreen';
import { ExamLoadScreen } from '../../../shared/exam/components/ExamLoadScreen';
import { useRankingExam } from '../hooks/useRankingExam';
import { rankingMessages } from '../messages';
import { RankingView } from './RankingView';

/** {base}/{id}/fases/{testId}/classificados, in the active and the inactive area (spec 3 §2.7). */
export function RankingPage({ base }: { base: EditionAreaBase }) {
  const intl = useIntl();
  const { id = '', testId } = useParams();
  const state = useRankingExam(testId);
  switch (state.status) {
    case 'loading':
    case 'notFound':
    case 'denied':
      return (
        <ExamLoadScreen
          status={state.status}
          editionId={id}
          listPath={base}
          listMessage={backToListMessage(base)}
        />
      );
    case 'error':
      return (
        <BlockedScreen
          testId="ranking-error"
          title={intl.formatMessage(rankingMessages.error)}
          action={intl.formatMessage({
            id: 'examTaking.exam.backToEdition',
            defaultMessage: 'Voltar para a edição',
          })}
          to={editionPathIn(base, id)}
        />
      );
    case 'ready':
      return <RankingView base={base} editionId={id} exam={state.exam} />;
  }
}
