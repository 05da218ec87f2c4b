import { Combobox, Field, HStack, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { PickOption, PickPage } from '../api/places';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useProjectText } from '../hooks/useProjectText';
import { useRemoteOptions } from '../hooks/useRemoteOptions';

/** Items that act instead of selecting. */
const MORE = '__more__';
const RETRY = '__retry__';

/**
 * A select over a paged API search (states, cities, schools): typing searches after 500 ms, the list
 * loads page by page ("Carregar mais"), a preselected id shows its name (`fetchOne`).
 */
export function RemotePicker({
  label,
  name,
  value,
  onChange,
  onBlur,
  fetchPage,
  fetchOne,
  disabled = false,
  required = false,
  errorText,
  resetKey,
}: {
  label: ReactNode;
  name: string;
  value: string | null;
  onChange: (option: PickOption | null) => void;
  onBlur?: () => void;
  fetchPage: (term: string, page: number) => Promise<PickPage>;
  fetchOne: (id: string) => Promise<PickOption | null>;
  disabled?: boolean;
  required?: boolean;
  errorText?: string;
  resetKey?: unknown;
}) {
  const { t } = useProjectText();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const term = useDebouncedValue(typed === null ? '' : typed.trim());
  const { options, hasMore, loading, failed, more, retry } = useRemoteOptions({
    fetchPage,
    term: typed === null ? '' : term,
    enabled: open && !disabled,
    resetKey,
  });
  const [known, setKnown] = useState<PickOption | null>(null);
  const selected =
    value === null ? null : known?.id === value ? known : (options.find((o) => o.id === value) ?? null);

  useEffect(() => {
    if (value === null || selected !== null) return;
    let current = true;
    fetchOne(value).then(
      (option) => {
        if (current && option) setKnown(option);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, selected, fetchOne]);

  const collection = useMemo(() => {
    const action: PickOption[] = failed
      ? [{ id: RETRY, label: t('picker.retry') }]
      : hasMore && !loading
        ? [{ id: MORE, label: t('picker.more') }]
        : [];
    return createListCollection<PickOption>({
      items: [...options, ...action],
      itemToValue: (item) => item.id,
      itemToString: (item) => item.label,
    });
  }, [options, hasMore, loading, failed, t]);

  const close = () => {
    setOpen(false);
    setTyped(null);
  };

  const choose = (id: string) => {
    if (id === MORE) return more();
    if (id === RETRY) return retry();
    const option = options.find((o) => o.id === id);
    if (!option) return;
    setKnown(option);
    onChange(option);
    close();
  };

  return (
    <Field.Root
      invalid={Boolean(errorText)}
      required={required}
      disabled={disabled}
      ids={{ errorText: errorId }}
      data-testid={`field-${name}`}
    >
      <Combobox.Root
        name={name}
        collection={collection}
        value={value === null ? [] : [value]}
        inputValue={typed ?? selected?.label ?? ''}
        open={open && !disabled}
        onOpenChange={(details) => (details.open ? setOpen(true) : close())}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setTyped(details.inputValue);
        }}
        onSelect={(details) => choose(details.itemValue)}
        onValueChange={(details) => {
          if (details.value.length === 0 && value !== null) {
            onChange(null);
            setTyped(null);
          }
        }}
        closeOnSelect={false}
        openOnClick
        placeholder={t('picker.placeholder')}
        translations={{ triggerLabel: t('picker.open'), clearTriggerLabel: t('picker.clear') }}
      >
        <Combobox.Label>
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input onBlur={onBlur} aria-describedby={errorText ? errorId : undefined} />
          <Combobox.IndicatorGroup>
            {value !== null && !disabled && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="64" overflowY="auto">
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                {item.label}
                {item.id !== MORE && item.id !== RETRY && <Combobox.ItemIndicator />}
              </Combobox.Item>
            ))}
            {loading && (
              <HStack px="2" py="1.5" gap="2" role="status">
                <Spinner size="xs" />
                <Text textStyle="sm" color="fg.muted">
                  {t('picker.loading')}
                </Text>
              </HStack>
            )}
            {failed && (
              <Text px="2" py="1.5" textStyle="sm" color="fg.error" role="alert">
                {t('picker.failed')}
              </Text>
            )}
            {!loading && !failed && options.length === 0 && (
              <Combobox.Empty px="2" py="1.5">
                {t('picker.empty')}
              </Combobox.Empty>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
