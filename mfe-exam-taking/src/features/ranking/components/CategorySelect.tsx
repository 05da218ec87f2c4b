import { Field, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CATEGORY_KEYS } from '../../../shared/editions/category-labels';
import { categoryMessages } from '../../../shared/editions/messages';
import { rankingMessages } from '../messages';

const ALL = '';

/** 'Todas' and each category of the exam's phase (spec 3 §2.7: ranking is also per category). */
export function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const intl = useIntl();
  const label = (category: string) => {
    const key = Object.hasOwn(CATEGORY_KEYS, category) ? CATEGORY_KEYS[category] : undefined;
    return key ? intl.formatMessage(categoryMessages[key]) : category;
  };
  return (
    <Field.Root maxW="xs">
      <Field.Label>{intl.formatMessage(rankingMessages.categoryLabel)}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ALL}
          onChange={(e) => onChange(e.currentTarget.value === ALL ? null : e.currentTarget.value)}
        >
          <option value={ALL}>{intl.formatMessage(rankingMessages.categoryAll)}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {label(category)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
