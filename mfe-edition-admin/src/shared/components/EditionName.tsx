import { Heading, HStack, Image, Text } from '@chakra-ui/react';
import { logoUrlOf, type EditionRow } from '../api/editions';

/** Logo plus "year - description"; `heading` makes it the page's h1 (the edition detail's title). */
export function EditionName({
  edition,
  heading = false,
}: {
  edition: Pick<EditionRow, 'year' | 'description' | 'logo_url'>;
  heading?: boolean;
}) {
  const logo = logoUrlOf(edition);
  const name = `${edition.year} - ${edition.description}`;
  return (
    <HStack gap="3">
      {logo && <Image src={logo} alt="" boxSize={heading ? '12' : '8'} objectFit="contain" flexShrink={0} />}
      {heading ? (
        <Heading as="h1" size="xl">
          {name}
        </Heading>
      ) : (
        <Text fontWeight="medium">{name}</Text>
      )}
    </HStack>
  );
}
