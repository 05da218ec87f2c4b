import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { backToListMessageId } from '../../edition-area/area-labels';
import { editionPathIn, type EditionAreaBase } from '../../edition-area/area-paths';
import { AccessDenied } from '../../exam-common/components/AccessDenied';
import { BlockedScreen } from '../../exam-common/components/BlockedScreen';
import { LoadingScreen } from '../../exam-common/components/LoadingScreen';
import { formatInstant } from '../../exam-common/exam-dates';
import { useAnswerReview } from '../hooks/useAnswerReview';
import { AnswerReviewView } from './AnswerReviewView';

/** {base}/{id}/fases/{testId}/gabarito, in the active and the inactive area (spec 3 §2.6). */
export function AnswerReviewPage({ base }: { base: EditionAreaBase }) {
  const intl = useIntl();
  const { id = '', testId } = useParams();
  const state = useAnswerReview(testId);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `examTaking.answerReview.${key}` }, values);
  const backToEdition = intl.formatMessage({ id: 'examTaking.exam.backToEdition' });
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'notFound':
      return (
        <BlockedScreen
          testId="exam-not-found"
          title={intl.formatMessage({ id: 'examTaking.exam.notFound' })}
          action={intl.formatMessage({ id: backToListMessageId(base) })}
          to={base}
        />
      );
    case 'denied':
      return <AccessDenied editionId={id} />;
    case 'notAvailable':
      return (
        <BlockedScreen
          testId="answer-key-not-available"
          title={t('notAvailable.title')}
          text={
            state.availableAt
              ? t('notAvailable.from', { date: formatInstant(state.availableAt, state.timeZone) })
              : t('notAvailable.text')
          }
          action={backToEdition}
          to={editionPathIn(base, id)}
        />
      );
    case 'noQuestions':
      return (
        <BlockedScreen
          testId="answer-key-no-questions"
          title={t('error.title')}
          text={t('error.noQuestions')}
          action={backToEdition}
          to={editionPathIn(base, id)}
        />
      );
    case 'error':
      return (
        <BlockedScreen
          testId="answer-key-error"
          title={t('error.title')}
          text={t('error.contact')}
          action={backToEdition}
          to={editionPathIn(base, id)}
        />
      );
    case 'ready':
      return <AnswerReviewView base={base} editionId={id} review={state.review} />;
  }
}
