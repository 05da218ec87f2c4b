import type { Editor } from '@tiptap/core';

export type ToolbarActionId =
  'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'undo' | 'redo';

/** A toolbar button: what it does, its keyboard shortcut (the editor's own), and its pressed state. */
export interface ToolbarAction {
  id: ToolbarActionId;
  /** Keys of the shortcut; "Mod" is Ctrl, or ⌘ on Apple devices. */
  keys: readonly string[];
  /** Whether the button toggles a format (and so has a pressed state). */
  toggles: boolean;
  run: (editor: Editor) => boolean;
  can: (editor: Editor) => boolean;
  isActive: (editor: Editor) => boolean;
}

const never = () => false;

/** The buttons in order, in groups (formats, lists, history). */
export const TOOLBAR_GROUPS: readonly (readonly ToolbarAction[])[] = [
  [
    {
      id: 'bold',
      keys: ['Mod', 'B'],
      toggles: true,
      run: (e) => e.chain().focus().toggleBold().run(),
      can: (e) => e.can().toggleBold(),
      isActive: (e) => e.isActive('bold'),
    },
    {
      id: 'italic',
      keys: ['Mod', 'I'],
      toggles: true,
      run: (e) => e.chain().focus().toggleItalic().run(),
      can: (e) => e.can().toggleItalic(),
      isActive: (e) => e.isActive('italic'),
    },
    {
      id: 'underline',
      keys: ['Mod', 'U'],
      toggles: true,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      can: (e) => e.can().toggleUnderline(),
      isActive: (e) => e.isActive('underline'),
    },
  ],
  [
    {
      id: 'bulletList',
      keys: ['Mod', 'Shift', '8'],
      toggles: true,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      can: (e) => e.can().toggleBulletList(),
      isActive: (e) => e.isActive('bulletList'),
    },
    {
      id: 'orderedList',
      keys: ['Mod', 'Shift', '7'],
      toggles: true,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      can: (e) => e.can().toggleOrderedList(),
      isActive: (e) => e.isActive('orderedList'),
    },
  ],
  [
    {
      id: 'undo',
      keys: ['Mod', 'Z'],
      toggles: false,
      run: (e) => e.chain().focus().undo().run(),
      can: (e) => e.can().undo(),
      isActive: never,
    },
    {
      id: 'redo',
      keys: ['Mod', 'Shift', 'Z'],
      toggles: false,
      run: (e) => e.chain().focus().redo().run(),
      can: (e) => e.can().redo(),
      isActive: never,
    },
  ],
];

export const TOOLBAR_ACTIONS: readonly ToolbarAction[] = TOOLBAR_GROUPS.flat();

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/** The shortcut as shown to people ("Ctrl+B", "⌘+B"). */
export const shortcutLabel = (keys: readonly string[]): string =>
  keys.map((key) => (key === 'Mod' ? (isApple() ? '⌘' : 'Ctrl') : key)).join('+');

/** The shortcut for aria-keyshortcuts ("Control+B", "Meta+B"). */
export const ariaShortcut = (keys: readonly string[]): string =>
  keys.map((key) => (key === 'Mod' ? (isApple() ? 'Meta' : 'Control') : key)).join('+');
