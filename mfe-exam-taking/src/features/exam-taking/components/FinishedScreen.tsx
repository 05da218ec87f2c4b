import { Alert, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { takingMessages } from '../messages';
import { Link as RouterLink } from 'shared-contracts/ui';
import { editionPagePath } from '../../../shared/routing/area-paths';
import { TeacherRecommendationPrompt } from '../../teacher-recommendation';

/**
 * After finishing (spec 3 §4): the exam is finished, and, when the exam has a survey, whether the
 * participant wants to answer it (yes opens it in a new tab).
 */
export function FinishedScreen({
  editionId,
  surveyUrl,
  timeOver = false,
  participationId,
  askRecommendation = false,
}: {
  editionId: string;
  surveyUrl: string | null;
  timeOver?: boolean;
  participationId?: string;
  /** Just finished an exam with open-ended questions: ask for the recommending teacher (spec 3 §4). */
  askRecommendation?: boolean;
}) {
  const intl = useIntl();
  const [survey, setSurvey] = useState<'asking' | 'answered'>('asking');
  return (
    <Stack gap="4" align="start" py="6" data-testid="exam-finished">
      <Heading as="h1" size="lg">
        {intl.formatMessage(takingMessages.finishedTitle)}
      </Heading>
      {timeOver && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(takingMessages.finishedTimeOver)}</Alert.Description>
        </Alert.Root>
      )}
      <Text>{intl.formatMessage(takingMessages.finishedText)}</Text>
      {surveyUrl && survey === 'asking' && (
        <Stack gap="2" role="group" aria-labelledby="survey-question" data-testid="survey-prompt">
          <Text id="survey-question" fontWeight="medium">
            {intl.formatMessage(takingMessages.finishedSurveyQuestion)}
          </Text>
          <HStack gap="2">
            <Button asChild colorPalette="brand" size="sm">
              <Link
                href={surveyUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setSurvey('answered')}
              >
                {intl.formatMessage(takingMessages.finishedSurveyYes)}
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSurvey('answered')}>
              {intl.formatMessage(takingMessages.finishedSurveyNo)}
            </Button>
          </HStack>
        </Stack>
      )}
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={editionPagePath(editionId)}>
          {intl.formatMessage(takingMessages.finishedBack)}
        </RouterLink>
      </Button>
      {participationId && (
        <TeacherRecommendationPrompt participationId={participationId} enabled={askRecommendation} />
      )}
    </Stack>
  );
}
