import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useUiText } from './ui-messages';

/**
 * A file field's control in the screen's language. The browser's own file input says "Choose File" and
 * "No file chosen" in the browser's language, whatever the screen's; here it is hidden and opened by a
 * button, with the chosen file's name (or that none is chosen) beside it.
 *
 * `children` is the package's own hidden input (`<Input type="file" display="none" …/>` inside the package's
 * own Field, so that the field's label still names it and it keeps its id, `name` and `accept`). The button
 * is described by that label and the file's name ("Escolher arquivo", "Logotipo, logo.png"). When `chosen`
 * goes back to null (the form was reset, the file removed), the input is cleared, so the same file can be
 * chosen again.
 */
export function FileChooser({
  chosen,
  disabled,
  children,
}: {
  chosen: string | null;
  disabled?: boolean;
  children: ReactNode;
}) {
  const text = useUiText();
  const box = useRef<HTMLDivElement>(null);
  const nameId = useId();
  const [labelId, setLabelId] = useState<string | null>(null);
  const input = () => box.current?.querySelector<HTMLInputElement>('input[type="file"]') ?? null;
  useEffect(() => setLabelId(input()?.labels?.[0]?.id || null), []);
  useEffect(() => {
    const element = input();
    if (chosen === null && element) element.value = '';
  }, [chosen]);
  return (
    <HStack ref={box} gap="3" wrap="wrap">
      {children}
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={labelId ? `${labelId} ${nameId}` : nameId}
        onClick={() => input()?.click()}
      >
        {text('chooseFile')}
      </Button>
      <Text id={nameId} textStyle="sm" color="fg.muted" wordBreak="break-all">
        {chosen ?? text('noFileChosen')}
      </Text>
    </HStack>
  );
}
