import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import { type Phase } from 'shared-contracts';
import { categoryMessages, phaseMessages as m } from '../messages';

/** Each phase by number with its category labels, and the member limit of group phases. */
export function PhaseList({ phases }: { phases: Phase[] }) {
  const intl = useIntl();
  const sorted = [...phases].sort((a, b) => a.phase - b.phase);
  return (
    <Section title={intl.formatMessage(m.title)} testId="edition-phases">
      {sorted.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {sorted.map((p) => {
            const limit = p.categories.includes('in_group') ? p.additional_data?.member_limit : undefined;
            return (
              <List.Item key={p.id} data-testid="edition-phase">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{intl.formatMessage(m.phase, { phase: p.phase })}</Text>
                  {p.categories.map((c) => (
                    <Badge key={c} variant="subtle">
                      {intl.formatMessage(categoryMessages[c])}
                    </Badge>
                  ))}
                  {limit !== undefined && (
                    <Text color="fg.muted">{intl.formatMessage(m.memberLimit, { limit })}</Text>
                  )}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Section>
  );
}
