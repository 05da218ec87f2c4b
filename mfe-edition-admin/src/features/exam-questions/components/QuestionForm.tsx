import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QUESTION_KINDS, QUESTION_STYLES, type QuestionKind, type QuestionStyle } from 'shared-contracts';
import { withKind, type DraftError, type QuestionDraftValues } from '../draft';
import { questionKindLabels } from '../../../shared/exam-labels';
import { drawerMessages as m, styleMessages } from '../messages';
import { AlternativesEditor } from './AlternativesEditor';
import { DraftErrorLine, useDraftErrorText } from './DraftErrorText';
import { EditorSlot } from './EditorSlot';
import { FormField } from '../../../shared/components/FormField';

/** The fields of the question drawer (spec 2 §2, §5 "Question"). */
export function QuestionForm({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: QuestionDraftValues;
  errors: Record<string, DraftError>;
  disabled: boolean;
  onChange: (next: QuestionDraftValues) => void;
}) {
  const intl = useIntl();
  const errorText = useDraftErrorText();
  const fieldError = (path: string) => {
    const text = errorText(errors[path]);
    return text === undefined ? undefined : { text };
  };
  const set = (patch: Partial<QuestionDraftValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={intl.formatMessage(m.kind)} required error={fieldError('kind')} disabled={disabled}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="kind"
              value={values.kind}
              onChange={(e) => onChange(withKind(values, e.target.value as QuestionKind | ''))}
            >
              <option value="">{intl.formatMessage(m.kindPlaceholder)}</option>
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage(questionKindLabels[kind])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={intl.formatMessage(m.style)} disabled={disabled}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="style"
              value={values.style}
              onChange={(e) => set({ style: e.target.value as QuestionStyle })}
            >
              {QUESTION_STYLES.map((style) => (
                <option key={style} value={style}>
                  {intl.formatMessage(styleMessages[style])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Stack gap="1">
        <EditorSlot
          label={intl.formatMessage(m.statement)}
          initialHtml={values.statement}
          placeholder={intl.formatMessage(m.statementPlaceholder)}
          limit={null}
          disabled={disabled}
          onChange={(statement) => set({ statement })}
        />
        <DraftErrorLine error={errors.statement} testId="statement-error" />
      </Stack>
      {values.kind === 'multiple_choice' && (
        <AlternativesEditor
          style={values.style}
          alternatives={values.alternatives}
          errors={errors}
          disabled={disabled}
          onChange={(alternatives) => set({ alternatives })}
        />
      )}
      {values.kind === 'open_ended' && (
        <>
          <DraftErrorLine error={errors.alternatives} />
          <FormField
            label={intl.formatMessage(m.characterLimit)}
            helperText={intl.formatMessage(m.characterLimitHelp)}
            error={fieldError('characterLimit')}
            disabled={disabled}
          >
            <Input
              name="character_limit"
              type="number"
              inputMode="numeric"
              min={1}
              value={values.characterLimit}
              onChange={(e) => set({ characterLimit: e.target.value })}
            />
          </FormField>
        </>
      )}
      <Stack gap="1">
        <EditorSlot
          label={intl.formatMessage(m.resolution)}
          initialHtml={values.comment}
          placeholder={intl.formatMessage(m.resolutionPlaceholder)}
          limit={null}
          disabled={disabled}
          onChange={(comment) => set({ comment })}
        />
        <DraftErrorLine error={errors.comment} />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={intl.formatMessage(m.weight)} error={fieldError('weight')} disabled={disabled}>
          <Input
            name="weight"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={values.weight}
            onChange={(e) => set({ weight: e.target.value })}
          />
        </FormField>
        <FormField
          label={intl.formatMessage(m.subject)}
          required
          error={fieldError('subject')}
          disabled={disabled}
        >
          <Input
            name="education_subject_id"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
