import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useCallback } from 'react';
import { formatCpf } from 'shared-contracts';
import { fetchCity, fetchState, fetchUnit, searchCities, searchStates, searchUnits } from '../../api/places';
import type { PickOption } from '../../api/places';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';
import { maskBirthdate, maskPhone } from '../../masks';
import { RemotePicker } from '../RemotePicker';
import { MemberFieldShell, MemberTextField, useFieldError } from './MemberField';
import { projectPhaseMessages } from '../../messages';

/**
 * The data of a person not found in the participant search (spec 3 §5): e-mail, name, phone,
 * birthdate (DD/MM/YYYY), CPF, state → city → school and grade, all required.
 */
export function UnlistedFields({ form, grades }: { form: MemberForm; grades: PickOption[] }) {
  const { t } = useProjectText();
  const errorOf = useFieldError(form);
  const { address_state_id: stateId, address_city_id: cityId } = form.values;
  const cities = useCallback(
    (term: string, page: number) => searchCities(stateId ?? '', term, page),
    [stateId],
  );
  const units = useCallback(
    (term: string, page: number) => searchUnits(stateId ?? '', cityId ?? '', term, page),
    [stateId, cityId],
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="unlisted-fields">
      <MemberTextField
        form={form}
        field="email"
        label={t(projectPhaseMessages.memberFieldEmail)}
        type="email"
      />
      <MemberTextField form={form} field="name" label={t(projectPhaseMessages.memberFieldName)} />
      <MemberTextField
        form={form}
        field="phone"
        label={t(projectPhaseMessages.memberFieldPhone)}
        mask={maskPhone}
        inputMode="tel"
        placeholder="(00) 00000-0000"
      />
      <MemberTextField
        form={form}
        field="birthdate"
        label={t(projectPhaseMessages.memberFieldBirthdate)}
        mask={maskBirthdate}
        inputMode="numeric"
        placeholder="DD/MM/AAAA"
      />
      <MemberTextField
        form={form}
        field="cpf"
        label={t(projectPhaseMessages.memberFieldCpf)}
        mask={formatCpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
      />
      <RemotePicker
        label={t(projectPhaseMessages.memberFieldState)}
        name="address_state_id"
        required
        value={stateId}
        onChange={(option) =>
          form.patch({ address_state_id: option?.id ?? null, address_city_id: null, school_unit_id: null })
        }
        onBlur={() => form.touch('address_state_id')}
        fetchPage={searchStates}
        fetchOne={fetchState}
        errorText={errorOf('address_state_id')}
      />
      <RemotePicker
        label={t(projectPhaseMessages.memberFieldCity)}
        name="address_city_id"
        required
        value={cityId}
        onChange={(option) => form.patch({ address_city_id: option?.id ?? null, school_unit_id: null })}
        onBlur={() => form.touch('address_city_id')}
        fetchPage={cities}
        fetchOne={fetchCity}
        disabled={stateId === null}
        resetKey={stateId}
        errorText={errorOf('address_city_id')}
      />
      <RemotePicker
        label={t(projectPhaseMessages.memberFieldSchool)}
        name="school_unit_id"
        required
        value={form.values.school_unit_id}
        onChange={(option) => form.patch({ school_unit_id: option?.id ?? null })}
        onBlur={() => form.touch('school_unit_id')}
        fetchPage={units}
        fetchOne={fetchUnit}
        disabled={cityId === null}
        resetKey={`${stateId}|${cityId}`}
        errorText={errorOf('school_unit_id')}
      />
      <MemberFieldShell
        field="education_grade_id"
        label={t(projectPhaseMessages.memberFieldGrade)}
        error={errorOf('education_grade_id')}
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            name="education_grade_id"
            value={form.values.education_grade_id ?? ''}
            onChange={(e) => {
              form.patch({ education_grade_id: e.target.value || null });
              form.touch('education_grade_id');
            }}
            onBlur={() => form.touch('education_grade_id')}
          >
            <option value="">{t(projectPhaseMessages.pickerPlaceholder)}</option>
            {grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </MemberFieldShell>
    </SimpleGrid>
  );
}
