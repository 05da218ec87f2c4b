import { NativeSelect } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../../shared/components/FormField';
import { browserTimeZone } from '../../form-values';
import type { EditionForm } from '../../hooks/useEditionForm';
import { useTimeZones } from '../../hooks/useReferenceData';
import { dataMessages as m } from '../../messages';

/**
 * The edition's time zone, from GET time_zones of the chosen countries; a new edition starts on the
 * browser's zone, and a zone the countries do not have gives way to the browser's (when listed) or none.
 */
export function TimeZoneField({ form }: { form: EditionForm }) {
  const intl = useIntl();
  const zones = useTimeZones(form.values.country_ids);
  const names = (zones.data ?? []).map((z) => z.name);
  const current = form.values.time_zone;
  const { setField, adjustField } = form;
  const listed = names.includes(current);
  useEffect(() => {
    if (!zones.data || zones.data.length === 0 || listed) return;
    const browser = browserTimeZone();
    const fallback = zones.data.some((z) => z.name === browser) ? browser : '';
    if (fallback !== current) adjustField('time_zone', fallback);
  }, [zones.data, listed, current, adjustField]);

  return (
    <FormField
      label={intl.formatMessage(m.timeZone)}
      required
      error={form.errorAt('time_zone')}
      testId="field-time_zone"
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          name="time_zone"
          value={listed || !zones.data ? current : ''}
          onChange={(e) => setField('time_zone', e.target.value)}
        >
          <option value="">{intl.formatMessage(m.timeZonePlaceholder)}</option>
          {!zones.data && current && <option value={current}>{current}</option>}
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
