import { Alert, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { criterionNameMessages, criterionTextMessages, phaseTwoMessages } from '../messages';
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
  const lines = { min: ESSAY_MIN_LINES, max: ESSAY_MAX_LINES };
  return (
    <Stack gap="6" maxW="3xl" data-testid="phase-two">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {intl.formatMessage(phaseTwoMessages.title)}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {intl.formatMessage(phaseTwoMessages.subtitle)}
        </Text>
      </Stack>
      <Alert.Root status="info" data-testid="phase-two-facts">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(phaseTwoMessages.factsTitle)}</Alert.Title>
          <Alert.Description>
            <Text>{intl.formatMessage(phaseTwoMessages.factsAdvance, { count: PHASE_TWO_QUALIFIED })}</Text>
            <Text>{intl.formatMessage(phaseTwoMessages.factsLines, lines)}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Section title={intl.formatMessage(phaseTwoMessages.questionTitle)} testId="phase-two-question">
        <Text>{intl.formatMessage(phaseTwoMessages.questionContext)}</Text>
        <Text fontWeight="semibold" borderLeftWidth="4px" borderColor="brand.primary" pl="3">
          {intl.formatMessage(phaseTwoMessages.questionPrompt)}
        </Text>
        <Text>{intl.formatMessage(phaseTwoMessages.questionGuidance)}</Text>
      </Section>
      <Section title={intl.formatMessage(phaseTwoMessages.formatTitle)} testId="phase-two-format">
        <List.Root gap="1" ps="5">
          <List.Item>{intl.formatMessage(phaseTwoMessages.formatLines, lines)}</List.Item>
          <List.Item>{intl.formatMessage(phaseTwoMessages.formatProse)}</List.Item>
          <List.Item>{intl.formatMessage(phaseTwoMessages.formatOwn)}</List.Item>
        </List.Root>
      </Section>
      <Section title={intl.formatMessage(phaseTwoMessages.criteriaTitle)} testId="phase-two-criteria">
        <Text>{intl.formatMessage(phaseTwoMessages.criteriaIntro)}</Text>
        <List.Root as="ol" gap="3" ps="5">
          {PHASE_TWO_CRITERIA.map((criterion) => (
            <List.Item key={criterion} data-testid="phase-two-criterion">
              <Text as="span" fontWeight="semibold">
                {intl.formatMessage(criterionNameMessages[criterion])}
              </Text>
              {' — '}
              {intl.formatMessage(criterionTextMessages[criterion], lines)}
            </List.Item>
          ))}
        </List.Root>
      </Section>
    </Stack>
  );
}
