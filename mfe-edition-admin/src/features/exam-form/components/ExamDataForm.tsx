import { Button, HStack, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import type { ExamForm } from '../hooks/useExamForm';
import { formMessages as m } from '../messages';
import { CoverField } from './fields/CoverField';
import { DescriptionField } from './fields/DescriptionField';
import { KindField } from './fields/KindField';
import { ScheduleFields } from './fields/ScheduleFields';
import { MinimalScoreField, PolicyField, ToCertificateField } from './fields/ScoreFields';
import { SurveyUrlField } from './fields/SurveyUrlField';
import { TimeLimitField } from './fields/TimeLimitField';

/**
 * "Dados da prova" (spec 2 §5): phase, dates and minimal score for both kinds, to_certificate; the
 * online exam adds the time limit, the description, the survey link, the cover and the cancelled-question
 * policy. Save is there while something can be changed.
 */
export function ExamDataForm({
  form,
  phases,
  zone,
  level,
  storedCoverUrl,
  kindLocked,
  saving,
  onSave,
}: {
  form: ExamForm;
  phases: number[];
  zone: string;
  level: ExamEditLevel;
  storedCoverUrl: string | null;
  kindLocked: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  const intl = useIntl();
  const online = form.values.kind === 'online';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (level !== 'none' && !saving && form.trySubmit()) onSave();
  };
  return (
    <chakra.form onSubmit={submit} noValidate data-testid="exam-form">
      <Stack gap="6">
        <KindField form={form} locked={kindLocked || level === 'none'} />
        <ScheduleFields form={form} phases={phases} zone={zone} level={level} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MinimalScoreField form={form} level={level} />
          {online && <TimeLimitField form={form} level={level} />}
        </SimpleGrid>
        {online && (
          <>
            <DescriptionField form={form} level={level} />
            <SurveyUrlField form={form} level={level} />
            <CoverField form={form} storedUrl={storedCoverUrl} level={level} />
            <PolicyField form={form} level={level} />
          </>
        )}
        <ToCertificateField form={form} level={level} />
        {level !== 'none' && (
          <HStack justify="end">
            <Button type="submit" colorPalette="brand" loading={saving}>
              {intl.formatMessage(m.save)}
            </Button>
          </HStack>
        )}
      </Stack>
    </chakra.form>
  );
}
