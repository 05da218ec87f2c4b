import { chakra } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { ToolbarActionId } from '../toolbar-actions';

const Svg = ({ children }: { children: ReactNode }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="4"
    height="4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </chakra.svg>
);

const Letter = (props: ComponentProps<typeof chakra.span>) => (
  <chakra.span aria-hidden="true" fontSize="md" lineHeight="1" fontFamily="serif" {...props} />
);

/** The picture on a toolbar button (its name is the button's aria-label). */
export function ToolbarIcon({ id }: { id: ToolbarActionId | 'image' }) {
  switch (id) {
    case 'bold':
      return <Letter fontWeight="bold">B</Letter>;
    case 'italic':
      return <Letter fontStyle="italic">I</Letter>;
    case 'underline':
      return <Letter textDecoration="underline">U</Letter>;
    case 'bulletList':
      return (
        <Svg>
          <path d="M9 6h11M9 12h11M9 18h11" />
          <circle cx="4.5" cy="6" r="1" fill="currentColor" />
          <circle cx="4.5" cy="12" r="1" fill="currentColor" />
          <circle cx="4.5" cy="18" r="1" fill="currentColor" />
        </Svg>
      );
    case 'orderedList':
      return (
        <Svg>
          <path d="M10 6h10M10 12h10M10 18h10" />
          <path d="M4 4.5 5.5 4v4" strokeWidth="1.5" />
          <path d="M4 11h2.5L4 14h2.5" strokeWidth="1.5" />
          <path d="M4 17h2.5l-1.5 1.5a1.25 1.25 0 1 1-1 2" strokeWidth="1.5" />
        </Svg>
      );
    case 'undo':
      return (
        <Svg>
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </Svg>
      );
    case 'image':
      return (
        <Svg>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="1.5" />
          <path d="m21 16-5-5-9 9" />
        </Svg>
      );
    case 'redo':
      return (
        <Svg>
          <path d="m15 14 5-5-5-5" />
          <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
        </Svg>
      );
  }
}
