import { HStack, IconButton, Separator } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ariaShortcut,
  shortcutLabel,
  TOOLBAR_ACTIONS,
  TOOLBAR_GROUPS,
  type ToolbarActionId,
} from '../toolbar-actions';
import { richTextMessages, toolbarActionMessages } from '../messages';
import { ToolbarIcon } from './ToolbarIcon';

export type ToolbarState = Record<ToolbarActionId, { active: boolean; enabled: boolean }>;

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys, Home and End move between the
 * buttons). Format and list buttons show whether they apply at the cursor (aria-pressed); clicking
 * keeps the editor's selection.
 */
export function RichTextToolbar({
  editor,
  state,
  disabled,
  controls,
}: {
  editor: Editor;
  state: ToolbarState;
  disabled: boolean;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
}) {
  const intl = useIntl();
  const buttons = useRef(new Map<ToolbarActionId, HTMLButtonElement>());
  const [focused, setFocused] = useState<ToolbarActionId>('bold');
  const usable = TOOLBAR_ACTIONS.filter((a) => !disabled && state[a.id].enabled).map((a) => a.id);
  const tabStop = usable.includes(focused) ? focused : usable[0];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (usable.length === 0) return;
    const at = usable.indexOf(focused);
    const target = {
      ArrowRight: usable[(at + 1) % usable.length],
      ArrowLeft: usable[(at - 1 + usable.length) % usable.length],
      Home: usable[0],
      End: usable[usable.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    setFocused(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <HStack
      role="toolbar"
      aria-label={intl.formatMessage(richTextMessages.toolbar)}
      aria-controls={controls}
      gap="1"
      px="1.5"
      py="1"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      borderTopRadius="l2"
      onKeyDown={move}
    >
      {TOOLBAR_GROUPS.map((group, g) => (
        <Fragment key={group[0]!.id}>
          {g > 0 && <Separator orientation="vertical" height="5" mx="1" />}
          {group.map((action) => {
            const label = intl.formatMessage(toolbarActionMessages[action.id]);
            const { active, enabled } = state[action.id];
            return (
              <IconButton
                key={action.id}
                ref={(button) => {
                  if (button) buttons.current.set(action.id, button);
                  else buttons.current.delete(action.id);
                }}
                size="xs"
                variant="ghost"
                aria-label={label}
                title={intl.formatMessage(richTextMessages.withShortcut, {
                  action: label,
                  shortcut: shortcutLabel(action.keys),
                })}
                aria-keyshortcuts={ariaShortcut(action.keys)}
                aria-pressed={action.toggles ? active : undefined}
                tabIndex={action.id === tabStop ? 0 : -1}
                disabled={disabled || !enabled}
                css={{ '&[aria-pressed=true]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' } }}
                // Keeps the editor's selection: the command then applies where the person was typing.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setFocused(action.id)}
                onClick={() => action.run(editor)}
              >
                <ToolbarIcon id={action.id} />
              </IconButton>
            );
          })}
        </Fragment>
      ))}
    </HStack>
  );
}
