import { ChakraProvider } from '@chakra-ui/react';
import { screenLoader } from 'shared-contracts/ui';

/** This remote's screens: each its own chunk, inside this remote's own Chakra provider (see screenLoader). */
export const lazyScreen = screenLoader(ChakraProvider);
