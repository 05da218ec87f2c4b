import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { choiceMarker, type ImportPreview, type ImportPreviewItem } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import { questionKindLabels } from '../../../shared/exam-labels';
import { importMessages as m, importValueMessages as mv } from '../messages';

/** One question the import would create: number, kind, statement and alternatives (the correct marked). */
function PreviewItem({ item, number }: { item: ImportPreviewItem; number: number }) {
  const intl = useIntl();
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="import-item">
      <HStack gap="2" wrap="wrap" mb="2">
        <Text fontWeight="bold">{intl.formatMessage(mv.questionNumber, { number })}</Text>
        <Badge variant="outline">{intl.formatMessage(questionKindLabels[item.kind])}</Badge>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {intl.formatMessage(mv.source, { source: item.source })}
        </Text>
      </HStack>
      <SafeHtml html={item.statement} />
      {item.alternatives.length > 0 && (
        <List.Root
          variant="plain"
          gap="1"
          mt="2"
          aria-label={intl.formatMessage(mv.alternatives, { number })}
        >
          {item.alternatives.map((alternative, i) => (
            <List.Item key={i} data-testid="import-alternative" data-correct={alternative.correct}>
              <HStack
                gap="2"
                align="baseline"
                width="full"
                px="2"
                py="1"
                rounded="sm"
                borderWidth={alternative.correct ? '2px' : '0'}
                borderColor="green.solid"
                bg={alternative.correct ? 'green.subtle' : undefined}
              >
                <Text as="span" fontWeight="bold">{`${choiceMarker('alphabetic', i)})`}</Text>
                <SafeHtml as="span" html={alternative.description} flex="1" />
                {alternative.correct && (
                  <Badge colorPalette="green" variant="solid">
                    <span aria-hidden="true">✓</span>
                    {intl.formatMessage(m.correct)}
                  </Badge>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** What the file would create and every item it cannot map, with the reason (nothing stored yet). */
export function ImportPreviewList({ preview }: { preview: ImportPreview }) {
  const intl = useIntl();
  return (
    <Stack gap="4" data-testid="import-preview">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {intl.formatMessage(mv.toCreate, { count: preview.items.length })}
        </Heading>
        {preview.items.length > 0 && (
          <Stack as="ol" gap="2" listStyleType="none">
            {preview.items.map((item, i) => (
              <PreviewItem key={`${item.source}-${i}`} item={item} number={i + 1} />
            ))}
          </Stack>
        )}
      </Stack>
      {preview.skipped.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {intl.formatMessage(mv.skipped, { count: preview.skipped.length })}
          </Heading>
          <List.Root gap="1" ps="5" data-testid="import-skipped">
            {preview.skipped.map((skip, i) => (
              <List.Item key={`${skip.source}-${i}`}>
                <Text as="span" fontWeight="semibold" wordBreak="break-all">
                  {skip.source}
                </Text>
                {': '}
                {skip.reason}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
