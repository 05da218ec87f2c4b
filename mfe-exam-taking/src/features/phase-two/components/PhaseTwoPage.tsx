import { Alert, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import {
  ESSAY_MAX_LINES,
  ESSAY_MIN_LINES,
  PHASE_TWO_CRITERIA,
  PHASE_TWO_QUALIFIED,
} from '../phase-two-rules';

/** /prova-discursiva, 'Fase 2' (spec 3 §2.8): the discursive question of phase 2 and its criteria. */
export function PhaseTwoPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.phaseTwo.${id}` }, values);
  const lines = { min: ESSAY_MIN_LINES, max: ESSAY_MAX_LINES };
  return (
    <Stack gap="6" maxW="3xl" data-testid="phase-two">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('subtitle')}
        </Text>
      </Stack>
      <Alert.Root status="info" data-testid="phase-two-facts">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('facts.title')}</Alert.Title>
          <Alert.Description>
            <Text>{t('facts.advance', { count: PHASE_TWO_QUALIFIED })}</Text>
            <Text>{t('facts.lines', lines)}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Section title={t('question.title')} testId="phase-two-question">
        <Text>{t('question.context')}</Text>
        <Text fontWeight="semibold" borderLeftWidth="4px" borderColor="brand.primary" pl="3">
          {t('question.prompt')}
        </Text>
        <Text>{t('question.guidance')}</Text>
      </Section>
      <Section title={t('format.title')} testId="phase-two-format">
        <List.Root gap="1" ps="5">
          <List.Item>{t('format.lines', lines)}</List.Item>
          <List.Item>{t('format.prose')}</List.Item>
          <List.Item>{t('format.own')}</List.Item>
        </List.Root>
      </Section>
      <Section title={t('criteria.title')} testId="phase-two-criteria">
        <Text>{t('criteria.intro')}</Text>
        <List.Root as="ol" gap="3" ps="5">
          {PHASE_TWO_CRITERIA.map((criterion) => (
            <List.Item key={criterion} data-testid="phase-two-criterion">
              <Text as="span" fontWeight="semibold">
                {t(`criteria.${criterion}.name`)}
              </Text>
              {' — '}
              {t(`criteria.${criterion}.text`, lines)}
            </List.Item>
          ))}
        </List.Root>
      </Section>
    </Stack>
  );
}
