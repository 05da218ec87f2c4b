import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useRegistrationText } from '../hooks/useRegistrationText';
import { FormSection } from './FormSection';
import { TextField } from './fields/TextField';

/** Group editions: the team's name and up to the phases' member_limit members (user additional_data.team). */
export function TeamSection({ form, memberLimit }: { form: RegistrationForm; memberLimit: number }) {
  const t = useRegistrationText();
  const { team } = form.values;
  const setMember = (index: number, name: string) => {
    const members = Array.from({ length: memberLimit }, (_, i) => team.members[i] ?? '');
    members[index] = name;
    form.update({ team: { ...team, members } }, `team.members.${index}`);
  };
  return (
    <FormSection title={t('section.team')} testId="section-team">
      <TextField
        form={form}
        path="team.name"
        label={t('field.teamName')}
        value={team.name}
        onChange={(name) => form.update({ team: { ...team, name } }, 'team.name')}
      />
      {Array.from({ length: memberLimit }, (_, i) => (
        <TextField
          key={i}
          form={form}
          path={`team.members.${i}`}
          label={t('field.teamMember', { number: i + 1 })}
          value={team.members[i] ?? ''}
          onChange={(name) => setMember(i, name)}
        />
      ))}
    </FormSection>
  );
}
