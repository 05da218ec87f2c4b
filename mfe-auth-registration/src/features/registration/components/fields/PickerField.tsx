import { useIntl } from 'react-intl';
import { useCallback, type ReactNode } from 'react';
import {
  RemoteSelect,
  type RemoteOption,
  type RemoteOptionsPage,
} from '../../../../components/remote-select';
import type { ChoiceField, RegistrationForm } from '../../hooks/useRegistrationForm';
import { formMessages } from '../../messages';
import { useErrorText } from 'shared-contracts/ui';

/** A state, city or school picker over the API; the chosen option's name is kept for the summary. */
export function PickerField({
  form,
  field,
  label,
  fetchPage,
  fetchOne,
  disabled,
  resetKey,
  footer,
}: {
  form: RegistrationForm;
  field: ChoiceField;
  label: ReactNode;
  fetchPage: (term: string, page: number) => Promise<RemoteOptionsPage>;
  fetchOne: (id: string) => Promise<RemoteOption | null>;
  disabled?: boolean;
  resetKey?: unknown;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const path = `${field}_id`;
  const { remember, choose, touch } = form;
  const value = form.values[path as 'state_id' | 'city_id' | 'school_id'];
  const fetchAndRemember = useCallback(
    async (id: string) => {
      const option = await fetchOne(id);
      if (option) remember(field, option);
      return option;
    },
    [fetchOne, remember, field],
  );
  return (
    <RemoteSelect
      label={label}
      name={path}
      testId={`field-${path}`}
      value={value}
      onChange={(option) => choose(field, option)}
      onBlur={() => touch(path)}
      fetchPage={fetchPage}
      fetchOne={fetchAndRemember}
      disabled={disabled}
      required={form.required.has(path)}
      errorText={errorText(form.errorOf(path))}
      placeholder={intl.formatMessage(formMessages.selectPlaceholder)}
      resetKey={resetKey}
      footer={footer}
    />
  );
}
