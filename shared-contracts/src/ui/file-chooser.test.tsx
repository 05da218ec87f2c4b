import '@testing-library/jest-dom';
import { Field, Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Locale } from '../i18n/locales';
import { createRouteRenderer } from '../testing/render-route';
import { FileChooser } from './file-chooser';

const renderRoute = createRouteRenderer({ 'pt-BR': {}, es: {}, 'pt-PT': {} });

/** A file field as a package writes it: its own Field and hidden input, inside the chooser. */
function LogoField() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Field.Root>
      <Field.Label>Logótipo</Field.Label>
      <FileChooser chosen={file?.name ?? null}>
        <Input
          type="file"
          name="logo"
          display="none"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FileChooser>
      <button type="button" onClick={() => setFile(null)}>
        Limpar
      </button>
    </Field.Root>
  );
}

const show = (locale: Locale) => renderRoute(<LogoField />, { path: '/', entry: '/', locale });

describe('FileChooser', () => {
  it.each([
    ['pt-BR', 'Escolher arquivo', 'Nenhum arquivo escolhido'],
    ['pt-PT', 'Escolher ficheiro', 'Nenhum ficheiro escolhido'],
    ['es', 'Elegir archivo', 'Ningún archivo elegido'],
  ] as const)(
    'speaks %s, not the browser: the native input is hidden, a button opens it',
    async (locale, choose, none) => {
      const { intlErrors } = show(locale);
      const button = screen.getByRole('button', { name: choose });
      expect(button).toHaveAccessibleDescription(`Logótipo ${none}`);
      expect(screen.getByText(none)).toBeVisible();
      // The field's label still names the input (screen readers, tests setting files), which is not shown.
      const input = screen.getByLabelText<HTMLInputElement>('Logótipo');
      expect(input).toHaveAttribute('type', 'file');
      expect(input).not.toBeVisible();
      const opened = jest.spyOn(input, 'click');
      await userEvent.click(button);
      expect(opened).toHaveBeenCalled();
      expect(intlErrors).toEqual([]);
    },
  );

  it("shows the chosen file's name, and clears the input when the file is dropped", async () => {
    show('pt-PT');
    const input = screen.getByLabelText<HTMLInputElement>('Logótipo');
    await userEvent.upload(input, new File(['<svg/>'], 'logo-obia.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('logo-obia.svg')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Escolher ficheiro' })).toHaveAccessibleDescription(
      'Logótipo logo-obia.svg',
    );
    expect(input.files).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByText('Nenhum ficheiro escolhido')).toBeVisible();
    expect(input.value).toBe('');
  });
});
