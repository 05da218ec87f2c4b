import { Portal, Text, Tooltip } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Categories with a label and an explanation (spec 2 §9, spec 3 §2.2); others show as sent. */
const KNOWN: Record<string, string> = {
  regular: 'regular',
  opened: 'opened',
  open: 'opened',
  opmbr: 'opmbr',
  pre_project: 'preProject',
  in_group: 'inGroup',
  final_project: 'finalProject',
  '28': 'official',
  '29': 'student',
};

export function CategoryCell({ category }: { category: string | null }) {
  const intl = useIntl();
  if (category === null) {
    return (
      <Text color="fg.muted">{intl.formatMessage({ id: 'examTaking.activeEditions.category.none' })}</Text>
    );
  }
  const known = KNOWN[category];
  if (!known) return <Text>{category}</Text>;
  const label = intl.formatMessage({ id: `examTaking.category.${known}` });
  const info = intl.formatMessage({ id: `examTaking.category.${known}.info` });
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
