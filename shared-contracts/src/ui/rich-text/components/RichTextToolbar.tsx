import { HStack, IconButton, Separator, Spinner } from '@chakra-ui/react';
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
import { imageMessages, richTextMessages, toolbarActionMessages } from '../messages';
import { ToolbarIcon } from './ToolbarIcon';

export type ToolbarState = Record<ToolbarActionId, { active: boolean; enabled: boolean }>;

type ButtonId = ToolbarActionId | 'image';

/** The "Inserir imagem" button (editors with image upload): it opens the file picker. */
export interface ToolbarImageButton {
  /** An upload is under way: the button waits (disabled, with a spinner). */
  busy: boolean;
  onClick: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys, Home and End move between the
 * buttons). Format and list buttons show whether they apply at the cursor (aria-pressed); clicking
 * keeps the editor's selection. With `image`, a last button inserts an uploaded image.
 */
export function RichTextToolbar({
  editor,
  state,
  disabled,
  controls,
  image,
}: {
  editor: Editor;
  state: ToolbarState;
  disabled: boolean;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  image?: ToolbarImageButton | undefined;
}) {
  const intl = useIntl();
  const buttons = useRef(new Map<ButtonId, HTMLButtonElement>());
  const [focused, setFocused] = useState<ButtonId>('bold');
  const imageUsable = image !== undefined && !disabled && !image.busy;
  const usable: ButtonId[] = TOOLBAR_ACTIONS.filter((a) => !disabled && state[a.id].enabled).map((a) => a.id);
  if (imageUsable) usable.push('image');
  const keep = (id: ButtonId) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(id, button);
    else buttons.current.delete(id);
  };
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
                ref={keep(action.id)}
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
      {image && (
        <>
          <Separator orientation="vertical" height="5" mx="1" />
          <IconButton
            ref={keep('image')}
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage(imageMessages.insert)}
            title={intl.formatMessage(imageMessages.insert)}
            aria-busy={image.busy || undefined}
            tabIndex={tabStop === 'image' ? 0 : -1}
            disabled={!imageUsable}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocused('image')}
            onClick={image.onClick}
          >
            {image.busy ? <Spinner size="xs" /> : <ToolbarIcon id="image" />}
          </IconButton>
        </>
      )}
    </HStack>
  );
}
