import { NativeSelect } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { isLocale, SUPPORTED_LOCALES, type Locale } from 'shared-contracts';
import { useLocaleChoice } from './locale-store';
import { useLocale } from './use-locale';

const languageMessages = defineMessages({
  label: { id: 'shell.language.label', defaultMessage: 'Idioma' },
});

/** Each locale's name, in its own language. */
const localeNames = defineMessages({
  'pt-BR': { id: 'shell.language.pt-BR', defaultMessage: 'Português (Brasil)' },
  es: { id: 'shell.language.es', defaultMessage: 'Español' },
  'pt-PT': { id: 'shell.language.pt-PT', defaultMessage: 'Português (Portugal)' },
}) satisfies Record<Locale, unknown>;

/** Native select (label "Idioma", values pt-BR / es / pt-PT); the choice is persisted. */
export function LanguageSelector({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const locale = useLocale();
  const choose = useLocaleChoice((s) => s.choose);
  return (
    <NativeSelect.Root size={size} width="auto" minWidth="11rem">
      <NativeSelect.Field
        aria-label={intl.formatMessage(languageMessages.label)}
        data-testid="language-selector"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.currentTarget.value)) choose(event.currentTarget.value);
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l}>
            {intl.formatMessage(localeNames[l])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
