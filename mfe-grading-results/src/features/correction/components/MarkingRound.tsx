import { Badge, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CorrectionItem } from 'shared-contracts';
import { correctionMessages as m, correctionValueMessages as vm } from '../messages';

/**
 * Which mark the caller gives under double marking: rounds 1 and 2 are blind (no other mark is ever shown,
 * whatever the answer carries); the third decision shows both blind marks.
 */
export function MarkingRound({ item }: { item: CorrectionItem }) {
  const intl = useIntl();
  if (item.round === 1 || item.round === 2)
    return (
      <Stack gap="1" data-testid="marking-round">
        <Badge colorPalette="purple" alignSelf="flex-start">
          {intl.formatMessage(m.blind)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(vm.blindText, { round: item.round })}
        </Text>
      </Stack>
    );
  if (item.round !== 3) return null;
  return (
    <Stack gap="1" data-testid="marking-round">
      <Badge colorPalette="orange" alignSelf="flex-start">
        {intl.formatMessage(m.third)}
      </Badge>
      <Text fontSize="sm">{intl.formatMessage(m.thirdText)}</Text>
      <Stack as="ul" gap="0" ps="4" listStyleType="disc">
        {(item.marks ?? []).map((mark) => (
          <li key={mark.round}>
            {intl.formatMessage(vm.mark, {
              round: mark.round,
              score:
                mark.score === null
                  ? intl.formatMessage(vm.noMark)
                  : intl.formatNumber(mark.score, { maximumFractionDigits: 2 }),
            })}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
