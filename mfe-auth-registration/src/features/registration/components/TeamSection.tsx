import { useIntl } from 'react-intl';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { FormSection } from './FormSection';
import { TextField } from './fields/TextField';
import { fieldMessages, sectionMessages } from '../messages';

/** Group editions: the team's name and up to the phases' member_limit members (user additional_data.team). */
export function TeamSection({ form, memberLimit }: { form: RegistrationForm; memberLimit: number }) {
  const intl = useIntl();
  const { team } = form.values;
  const setMember = (index: number, name: string) => {
    const members = Array.from({ length: memberLimit }, (_, i) => team.members[i] ?? '');
    members[index] = name;
    form.update({ team: { ...team, members } }, `team.members.${index}`);
  };
  return (
    <FormSection title={intl.formatMessage(sectionMessages.team)} testId="section-team">
      <TextField
        form={form}
        path="team.name"
        label={intl.formatMessage(fieldMessages.teamName)}
        value={team.name}
        onChange={(name) => form.update({ team: { ...team, name } }, 'team.name')}
      />
      {Array.from({ length: memberLimit }, (_, i) => (
        <TextField
          key={i}
          form={form}
          path={`team.members.${i}`}
          label={intl.formatMessage(fieldMessages.teamMember, { number: i + 1 })}
          value={team.members[i] ?? ''}
          onChange={(name) => setMember(i, name)}
        />
      ))}
    </FormSection>
  );
}
