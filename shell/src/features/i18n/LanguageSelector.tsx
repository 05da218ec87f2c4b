import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isLocale, SUPPORTED_LOCALES } from 'shared-contracts';
import { useLocaleChoice } from './locale-store';
import { useLocale } from './use-locale';

/** Native select (label "Idioma", values pt-BR / es / pt-PT); the choice is persisted. */
export function LanguageSelector({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const locale = useLocale();
  const choose = useLocaleChoice((s) => s.choose);
  return (
    <NativeSelect.Root size={size} width="auto" minWidth="11rem">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Idioma' })}
        data-testid="language-selector"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.currentTarget.value)) choose(event.currentTarget.value);
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l}>
            {intl.formatMessage({ id: `shell.language.${l}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
