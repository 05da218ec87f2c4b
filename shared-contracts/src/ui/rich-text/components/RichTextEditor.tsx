import { Box, Stack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../toaster';
import type { ImageSupport } from '../image-support';
import { imageMessages, imageProblemMessages, limitNoticeMessages, richTextMessages } from '../messages';
import { richTextExtensions } from '../rich-text-extensions';
import { textLengthOf } from '../text-count';
import { MAX_ANSWER_HTML, type LimitNotice } from '../text-limit';
import { TOOLBAR_ACTIONS } from '../toolbar-actions';
import { CharacterCounter } from './CharacterCounter';
import { editorContentStyles } from './editor-styles';
import { RichTextToolbar, type ToolbarState } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The visible label, also the editor's accessible name. */
  label: string;
  /** The HTML to start with (read once: key the component to load another). */
  initialHtml: string;
  /** Every change, as HTML ('' once the editor is emptied). */
  onChange: (html: string) => void;
  /** Character limit (code points of the text, as the server counts), or null. */
  limit: number | null;
  /** Read-only: the text shows, nothing can be changed. */
  disabled?: boolean;
  /** Shown while empty (default: "Escreva sua resposta aqui…"). */
  placeholder?: string;
  /** The HTML size cap (the server's by default). */
  maxHtmlLength?: number;
  /**
   * Images (the staff's screens only, never an answer): an "Inserir imagem" button sends a png, jpeg or
   * gif to POST /images/upload and inserts it with its file name as alt text. Read once.
   */
  imageUpload?: boolean;
}

/** The editor as its lazy entries render it: with the image support when the screen asked for images. */
export interface EditorProps extends RichTextEditorProps {
  images?: ImageSupport;
}

/**
 * A rich-text editor (TipTap) for open answers: toolbar with bold, italic, underline, lists and
 * undo/redo (and their shortcuts), a character counter of the text, the question's limit enforced
 * (typing stops at it, a paste is cut to the room left), a placeholder and a read-only state; with
 * `imageUpload`, image insertion.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  limit,
  disabled = false,
  placeholder,
  maxHtmlLength = MAX_ANSWER_HTML,
  images,
}: EditorProps) {
  const imageUpload = images !== undefined;
  const intl = useIntl();
  const labelId = useId();
  const contentId = useId();
  const counterId = useId();
  const [notice, setNotice] = useState<LimitNotice | null>(null);

  // The editor is made once; what may change later is read through refs.
  const onChangeRef = useRef(onChange);
  const limitRef = useRef(limit);
  const disabledRef = useRef(disabled);
  const noticeRef = useRef<LimitNotice | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
    limitRef.current = limit;
  }, [onChange, limit]);

  const [extensions] = useState(() =>
    richTextExtensions({
      placeholder: placeholder ?? intl.formatMessage(richTextMessages.placeholder),
      limit: () => limitRef.current,
      maxHtmlLength,
      image: images?.extension,
      onNotice: (next) => {
        noticeRef.current = next;
        setNotice(next);
      },
    }),
  );
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: () => ({
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': counterId,
        'aria-readonly': String(disabledRef.current),
      }),
    },
    onUpdate: ({ editor: current, transaction }) => {
      // A change clears the last notice, unless it is the paste that was shortened.
      const pasted = ['paste', 'drop'].includes(transaction.getMeta('uiEvent') as string);
      setNotice(pasted && noticeRef.current === 'pasteCut' ? 'pasteCut' : null);
      noticeRef.current = null;
      onChangeRef.current(current.isEmpty ? '' : current.getHTML());
    },
  });

  useEffect(() => {
    disabledRef.current = disabled;
    // Not an edit: no update event, nothing recorded.
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  const insertImage = async (file: File, support: ImageSupport) => {
    const problem = support.problem(file);
    if (problem) {
      setImageError(intl.formatMessage(imageProblemMessages[problem]));
      return;
    }
    setImageError(null);
    setUploading(true);
    try {
      const src = await support.upload(file);
      if (!editor.isDestroyed && !disabledRef.current)
        editor
          .chain()
          .focus()
          .setImage({ src, alt: support.alt(file.name) })
          .run();
    } catch (error) {
      const detail = await support.errorDetail(error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage(imageMessages.uploadFailed),
        ...(detail ? { description: detail } : {}),
        closable: true,
      });
    } finally {
      setUploading(false);
    }
  };

  const { count, toolbar } = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      count: textLengthOf(current.state.doc),
      toolbar: Object.fromEntries(
        TOOLBAR_ACTIONS.map((action) => [
          action.id,
          { active: action.isActive(current), enabled: action.can(current) },
        ]),
      ) as ToolbarState,
    }),
  });

  return (
    <Stack gap="1.5" colorPalette="brand" data-testid="rich-text-editor">
      <Text id={labelId} fontWeight="medium" textStyle="sm" onClick={() => editor.commands.focus()}>
        {label}
      </Text>
      <Box
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg={disabled ? 'bg.muted' : 'bg'}
        transition="border-color 0.15s"
        _focusWithin={{
          borderColor: 'colorPalette.solid',
          outlineWidth: '1px',
          outlineStyle: 'solid',
          outlineColor: 'colorPalette.solid',
        }}
        css={editorContentStyles}
      >
        <RichTextToolbar
          editor={editor}
          state={toolbar}
          disabled={disabled}
          controls={contentId}
          image={imageUpload ? { busy: uploading, onClick: () => fileInput.current?.click() } : undefined}
        />
        <EditorContent editor={editor} />
      </Box>
      <CharacterCounter id={counterId} count={count} limit={limit} />
      <Text role="status" textStyle="sm" color={uploading ? 'fg.muted' : 'fg.warning'}>
        {uploading
          ? intl.formatMessage(imageMessages.uploading)
          : notice && intl.formatMessage(limitNoticeMessages[notice], { limit: limit ?? 0 })}
      </Text>
      {images && (
        <>
          <input
            ref={fileInput}
            type="file"
            accept={images.accept}
            hidden
            data-testid="rich-text-image-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared: the same file can be chosen again after a fix.
              event.currentTarget.value = '';
              if (file) void insertImage(file, images);
            }}
          />
          <Text role="alert" textStyle="sm" color="fg.error" data-testid="rich-text-image-error">
            {imageError}
          </Text>
        </>
      )}
    </Stack>
  );
}
