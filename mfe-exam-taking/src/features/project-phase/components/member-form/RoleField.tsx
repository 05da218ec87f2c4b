import { NativeSelect } from '@chakra-ui/react';
import type { TeamRole } from '../../types';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';
import { MemberFieldShell, useFieldError } from './MemberField';
import { memberRoleMessages, projectPhaseMessages } from '../../messages';

/** The member's role among those offered (Estudante, Professor; Líder only for the leader). */
export function RoleField({ form, roles }: { form: MemberForm; roles: readonly TeamRole[] }) {
  const { t } = useProjectText();
  const errorOf = useFieldError(form);
  return (
    <MemberFieldShell field="role" label={t(projectPhaseMessages.memberFieldRole)} error={errorOf('role')}>
      <NativeSelect.Root disabled={roles.length <= 1 && form.values.role !== ''}>
        <NativeSelect.Field
          name="role"
          value={form.values.role}
          onChange={(e) => {
            form.patch({ role: e.target.value });
            form.touch('role');
          }}
          onBlur={() => form.touch('role')}
        >
          {roles.length > 1 || form.values.role === '' ? (
            <option value="">{t(projectPhaseMessages.pickerPlaceholder)}</option>
          ) : null}
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(memberRoleMessages[role])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </MemberFieldShell>
  );
}
