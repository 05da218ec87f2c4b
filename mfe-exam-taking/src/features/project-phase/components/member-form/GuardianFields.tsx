import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';
import { MemberTextField } from './MemberField';
import { projectPhaseMessages } from '../../messages';

/** The legal guardian of a member under 18 (spec 3 §4, §5): name, e-mail and degree of kinship. */
export function GuardianFields({ form }: { form: MemberForm }) {
  const { t } = useProjectText();
  return (
    <Stack gap="3" data-testid="guardian-fields">
      <Text fontWeight="medium">{t(projectPhaseMessages.memberGuardianTitle)}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MemberTextField
          form={form}
          field="legal_guardian_name"
          label={t(projectPhaseMessages.memberFieldGuardianName)}
        />
        <MemberTextField
          form={form}
          field="legal_guardian_email"
          label={t(projectPhaseMessages.memberFieldGuardianEmail)}
          type="email"
        />
        <MemberTextField
          form={form}
          field="degree_of_kinship"
          label={t(projectPhaseMessages.memberFieldKinship)}
        />
      </SimpleGrid>
    </Stack>
  );
}
