import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SafeHtml } from 'shared-contracts/ui';
import { choiceMarker } from '../../exam-taking';
import type { ReviewQuestion } from '../review-model';

/**
 * The alternatives of a multiple-choice question with the right one and the participant's choice
 * marked by colour, icon and text. A cancelled question counts as neither right nor wrong: the
 * participant's choice is only marked as theirs, in grey, and no alternative as the right one.
 */
export function ReviewedChoices({ item }: { item: ReviewQuestion }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.answerReview.choice.${id}` });
  return (
    <Stack gap="2">
      <List.Root variant="plain" gap="2" aria-label={t('list')}>
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
                      {t('right')}
                    </Badge>
                  )}
                  {chosen && item.cancelled && (
                    <Badge colorPalette="gray" variant="outline">
                      {t('yours')}
                    </Badge>
                  )}
                  {chosen && !item.cancelled && (
                    <Badge colorPalette={right ? 'green' : 'red'} variant="outline">
                      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
                      {t(right ? 'yoursRight' : 'yoursWrong')}
                    </Badge>
                  )}
                </HStack>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
      {!item.answered && <Text color="fg.muted">{t('none')}</Text>}
    </Stack>
  );
}
