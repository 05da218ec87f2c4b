import { Button, Card, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EDITION_FORM_MESSAGE_IDS as M } from 'shared-contracts';
import { errorsOf, useMutation } from 'shared-contracts/client';
import { Section, toaster } from 'shared-contracts/ui';
import { FormField, useFieldErrorText } from '../../../../shared/components/FormField';
import { FileInput } from '../../../../shared/components/FileInput';
import { deleteAchievementTemplate } from '../../api/edition-form';
import { rowKey, type AchievementRow } from '../../form-values';
import type { EditionForm } from '../../hooks/useEditionForm';
import { certificateFormMessages as m, formMessages } from '../../messages';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';

/**
 * Achievements (level = position + 1): name, minimum and maximum score, and an optional template, which
 * can be chosen only when the edition has a certificate template (stored or chosen). A stored template is
 * deleted at once (DELETE editions/{id}/achievement_templates/{templateId}) after a confirmation.
 */
export function AchievementsSection({
  form,
  editionId,
  hasCertificateTemplate,
}: {
  form: EditionForm;
  editionId: string | null;
  hasCertificateTemplate: boolean;
}) {
  const intl = useIntl();
  const rows = form.values.achievements;
  const [deleting, setDeleting] = useState<AchievementRow | null>(null);
  const update = (key: string, change: Partial<AchievementRow>) =>
    form.setField(
      'achievements',
      rows.map((r) => (r.key === key ? { ...r, ...change } : r)),
    );
  const removal = useMutation({
    mutationFn: (row: AchievementRow) => deleteAchievementTemplate(editionId!, row.template!.id),
    onSuccess: (_, row) => {
      update(row.key, { template: null });
      toaster.create({ type: 'success', title: intl.formatMessage(m.templateDeleted) });
    },
    onError: async (error) => {
      const detail = (await errorsOf(error))[0]?.detail;
      toaster.create({ type: 'error', title: detail || intl.formatMessage(m.templateDeleteFailed) });
    },
    onSettled: () => setDeleting(null),
  });

  return (
    <Section title={intl.formatMessage(m.achievements)} testId="achievements-section">
      {rows.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.noAchievements)}</Text>}
      {rows.map((row, index) => {
        const level = index + 1;
        const chosen = form.files.achievement_templates[row.key];
        return (
          <Card.Root key={row.key} variant="outline" data-testid="achievement-row">
            <Card.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{intl.formatMessage(m.achievement, { level })}</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      form.setField(
                        'achievements',
                        rows.filter((r) => r.key !== row.key),
                      );
                      const { [row.key]: _dropped, ...rest } = form.files.achievement_templates;
                      form.setFile('achievement_templates', rest, 'achievements');
                    }}
                  >
                    {intl.formatMessage(m.removeAchievement, { level })}
                  </Button>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  <FormField
                    label={intl.formatMessage(m.name)}
                    required
                    error={form.errorAt(`achievements.${index}.name`)}
                  >
                    <Input value={row.name} onChange={(e) => update(row.key, { name: e.target.value })} />
                  </FormField>
                  <FormField
                    label={intl.formatMessage(m.minScore)}
                    required
                    error={form.errorAt(`achievements.${index}.min_score`)}
                  >
                    <Input
                      type="number"
                      min={0}
                      step="any"
                      value={row.min_score}
                      onChange={(e) => update(row.key, { min_score: e.target.value })}
                    />
                  </FormField>
                  <FormField
                    label={intl.formatMessage(m.maxScore)}
                    required
                    error={form.errorAt(`achievements.${index}.max_score`)}
                  >
                    <Input
                      type="number"
                      min={0}
                      step="any"
                      value={row.max_score}
                      onChange={(e) => update(row.key, { max_score: e.target.value })}
                    />
                  </FormField>
                </SimpleGrid>
                <FormField
                  label={intl.formatMessage(m.achievementTemplate)}
                  disabled={!hasCertificateTemplate}
                  error={form.errorAt(`achievements.${index}.template`)}
                  helperText={hasCertificateTemplate ? undefined : <NeedsTemplate />}
                >
                  <FileInput
                    accept=".erb,.html.erb,text/html"
                    chosen={chosen}
                    disabled={!hasCertificateTemplate}
                    onChoose={(file) => {
                      const { [row.key]: _old, ...rest } = form.files.achievement_templates;
                      form.setFile(
                        'achievement_templates',
                        file ? { ...rest, [row.key]: file } : rest,
                        'achievements',
                      );
                    }}
                  />
                </FormField>
                {row.template && !chosen && (
                  <HStack gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      {intl.formatMessage(m.storedTemplate, { name: row.template.file_name })}
                    </Text>
                    {editionId && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)}>
                        {intl.formatMessage(m.deleteTemplate)}
                      </Button>
                    )}
                  </HStack>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Stack align="start">
        <Button
          variant="outline"
          onClick={() =>
            form.setField('achievements', [
              ...rows,
              { key: rowKey(), name: '', min_score: '', max_score: '', template: null },
            ])
          }
        >
          {intl.formatMessage(m.addAchievement)}
        </Button>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        busy={removal.isPending}
        title={intl.formatMessage(m.deleteTemplateTitle)}
        text={intl.formatMessage(m.deleteTemplateText, { name: deleting?.template?.file_name ?? '' })}
        confirm={intl.formatMessage(m.deleteTemplate)}
        cancel={intl.formatMessage(formMessages.confirmCancel)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting)}
      />
    </Section>
  );
}

function NeedsTemplate() {
  const text = useFieldErrorText();
  return <span data-testid="needs-certificate-template">{text({ id: M.achievementNeedsTemplate })}</span>;
}
