import { Input } from '@chakra-ui/react';
import { FileChooser } from 'shared-contracts/ui';

/**
 * A file field's control in this remote: this package's own Chakra input, so that the FormField around it
 * labels it, hidden inside the shared FileChooser (a button and the chosen file's name in the screen's
 * language instead of the browser's "Choose File").
 */
export function FileInput({
  name,
  accept,
  chosen,
  disabled,
  onChoose,
}: {
  name?: string;
  accept: string;
  chosen: File | null | undefined;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
}) {
  return (
    <FileChooser chosen={chosen?.name ?? null} disabled={disabled}>
      <Input
        type="file"
        name={name}
        accept={accept}
        display="none"
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </FileChooser>
  );
}
