import { Portal, Text, Tooltip } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CATEGORY_KEYS, type CategoryKey } from './category-labels';
import { categoryInfoMessages, categoryMessages, editionsMessages } from './messages';

/** Categories with a label and an explanation (spec 2 §9, spec 3 §2.2); others show as sent. */
const KNOWN: Readonly<Record<string, CategoryKey>> = { ...CATEGORY_KEYS, '28': 'official', '29': 'student' };

/**
 * The label (with its explanation as a tooltip) of an inscription's category; "—" without one.
 * Unknown categories show as sent, or as Regular when `unknownAsRegular` (the inactive list,
 * spec 3 §2.2: 28 Official, 29 Student, open, otherwise Regular).
 */
export function CategoryCell({
  category,
  unknownAsRegular = false,
}: {
  category: string | null;
  unknownAsRegular?: boolean;
}) {
  const intl = useIntl();
  if (category === null) {
    return <Text color="fg.muted">{intl.formatMessage(editionsMessages.categoryNone)}</Text>;
  }
  const known = KNOWN[category] ?? (unknownAsRegular ? 'regular' : undefined);
  if (!known) return <Text>{category}</Text>;
  const label = intl.formatMessage(categoryMessages[known]);
  const info = intl.formatMessage(categoryInfoMessages[known]);
  return (
    <Tooltip.Root openDelay={150} closeDelay={50}>
      <Tooltip.Trigger asChild>
        <Text
          as="span"
          tabIndex={0}
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          cursor="help"
          aria-description={info}
        >
          {label}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{info}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
