import { useIntl } from 'react-intl';
import { useParams } from 'shared-contracts/ui';
import { backToListMessage } from '../../../shared/routing/area-labels';
import { editionPathIn, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { BlockedScreen } from '../../../shared/exam/components/BlockedScreen';
import { ExamLoadScreen } from '../../../shared/exam/components/ExamLoadScreen';
import { formatInstant } from '../../../shared/exam/exam-dates';
import { useAnswerReview } from '../hooks/useAnswerReview';
import { answerReviewMessages as m } from '../messages';
import { AnswerReviewView } from './AnswerReviewView';

/** {base}/{id}/fases/{testId}/gabarito, in the active and the inactive area (spec 3 §2.6). */
export function AnswerReviewPage({ base }: { base: EditionAreaBase }) {
  const intl = useIntl();
  const { id = '', testId } = useParams();
  const state = useAnswerReview(testId);
  /** The review cannot be shown: why, and the way back to the edition. */
  const blocked = (screenTestId: string, title: string, text: string) => (
    <BlockedScreen
      testId={screenTestId}
      title={title}
      text={text}
      action={intl.formatMessage({
        id: 'examTaking.exam.backToEdition',
        defaultMessage: 'Voltar para a edição',
      })}
      to={editionPathIn(base, id)}
    />
  );
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
    case 'notAvailable':
      return blocked(
        'answer-key-not-available',
        intl.formatMessage(m.notAvailableTitle),
        state.availableAt
          ? intl.formatMessage(m.notAvailableFrom, {
              date: formatInstant(state.availableAt, state.timeZone),
            })
          : intl.formatMessage(m.notAvailableText),
      );
    case 'noQuestions':
      return blocked(
        'answer-key-no-questions',
        intl.formatMessage(m.errorTitle),
        intl.formatMessage(m.errorNoQuestions),
      );
    case 'error':
      return blocked(
        'answer-key-error',
        intl.formatMessage(m.errorTitle),
        intl.formatMessage(m.errorContact),
      );
    case 'ready':
      return <AnswerReviewView base={base} editionId={id} review={state.review} />;
  }
}
