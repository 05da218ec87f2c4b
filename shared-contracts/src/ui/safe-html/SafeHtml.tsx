import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizedHtml } from './sanitize-html';

/** Server HTML rendered with basic formatting only (see sanitizedHtml). */
export function SafeHtml({ html, ...box }: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const nodes = useMemo(() => sanitizedHtml(html), [html]);
  return (
    <Box
      css={{
        '& p': { marginBottom: '2' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '2' },
        // Chakra's reset drops list markers: answers written as lists keep their bullets and numbers.
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& ol[type="a"]': { listStyleType: 'lower-alpha' },
        '& ol[type="A"]': { listStyleType: 'upper-alpha' },
        '& ol[type="i"]': { listStyleType: 'lower-roman' },
        '& ol[type="I"]': { listStyleType: 'upper-roman' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: '1px solid', borderColor: 'border', padding: '1' },
        '& a': { color: 'brand.primary', textDecoration: 'underline' },
      }}
      {...box}
    >
      {nodes}
    </Box>
  );
}
