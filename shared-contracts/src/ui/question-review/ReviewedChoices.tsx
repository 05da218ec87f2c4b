import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SafeHtml } from '../safe-html';
import { choiceMarker } from '../../exams/choice-marker';
import { questionReviewMessages as m, VIEWER_MESSAGES, type ReviewViewer } from './messages';
import type { ReviewQuestion } from './model';

/**
 * The alternatives of a multiple-choice question with the right one and the participant's choice
 * marked by colour, icon and text. A cancelled question counts as neither right nor wrong: the
 * participant's choice is only marked as theirs, in grey, and no alternative as the right one.
 */
export function ReviewedChoices({
  item,
  viewer = 'participant',
}: {
  item: ReviewQuestion;
  /** Who reads it: the participant ('Sua resposta') or the staff ('Resposta do participante'). */
  viewer?: ReviewViewer;
}) {
  const intl = useIntl();
  const whose = VIEWER_MESSAGES[viewer];
  return (
    <Stack gap="2">
      <List.Root variant="plain" gap="2" aria-label={intl.formatMessage(m.choiceList)}>
        {item.question.alternatives.map((alternative, i) => {
          const right = !item.cancelled && alternative.id === item.rightChoice;
          const chosen = alternative.id === item.userAnswer;
          const palette = right ? 'green' : chosen ? (item.cancelled ? 'gray' : 'red') : undefined;
          return (
            <List.Item key={alternative.id} data-testid="alternative" data-right={right} data-chosen={chosen}>
              <Box
                width="full"
                borderWidth={right || chosen ? '2px' : '1px'}
                borderColor={palette ? `${palette}.solid` : 'border'}
                bg={palette ? `${palette}.subtle` : undefined}
                rounded="md"
                px="3"
                py="2"
              >
                <HStack gap="2" align="baseline" wrap="wrap">
                  <Text as="span" fontWeight="bold">{`${choiceMarker(item.question.style, i)})`}</Text>
                  <SafeHtml as="span" html={alternative.description} flex="1" />
                  {right && (
                    <Badge colorPalette="green" variant="solid">
                      <span aria-hidden="true">✓</span>
                      {intl.formatMessage(m.choiceRight)}
                    </Badge>
                  )}
                  {chosen && item.cancelled && (
                    <Badge colorPalette="gray" variant="outline">
                      {intl.formatMessage(whose.choiceYours)}
                    </Badge>
                  )}
                  {chosen && !item.cancelled && (
                    <Badge colorPalette={right ? 'green' : 'red'} variant="outline">
                      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
                      {intl.formatMessage(right ? whose.choiceYoursRight : whose.choiceYoursWrong)}
                    </Badge>
                  )}
                </HStack>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
      {!item.answered && <Text color="fg.muted">{intl.formatMessage(whose.choiceNone)}</Text>}
    </Stack>
  );
}
