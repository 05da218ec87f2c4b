import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';
import { MemberTextField } from './MemberField';

/** The legal guardian of a member under 18 (spec 3 §4, §5): name, e-mail and degree of kinship. */
export function GuardianFields({ form }: { form: MemberForm }) {
  const { t } = useProjectText();
  return (
    <Stack gap="3" data-testid="guardian-fields">
      <Text fontWeight="medium">{t('member.guardian.title')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MemberTextField form={form} field="legal_guardian_name" label={t('member.field.guardianName')} />
        <MemberTextField
          form={form}
          field="legal_guardian_email"
          label={t('member.field.guardianEmail')}
          type="email"
        />
        <MemberTextField form={form} field="degree_of_kinship" label={t('member.field.kinship')} />
      </SimpleGrid>
    </Stack>
  );
}
