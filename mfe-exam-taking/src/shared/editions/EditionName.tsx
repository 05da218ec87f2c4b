import { HStack, Image, Text } from '@chakra-ui/react';
import { logoUrlOf, type ParticipantEdition } from './participant-edition';

/** Logo plus "year - description". */
export function EditionName({
  edition,
}: {
  edition: Pick<ParticipantEdition, 'year' | 'description' | 'logo_url'>;
}) {
  const logo = logoUrlOf(edition);
  return (
    <HStack gap="3">
      {logo && <Image src={logo} alt="" boxSize="8" objectFit="contain" flexShrink={0} />}
      <Text fontWeight="medium">{`${edition.year} - ${edition.description}`}</Text>
    </HStack>
  );
}
