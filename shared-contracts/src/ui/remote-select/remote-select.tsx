import { Combobox, Field, HStack, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useId, useMemo, useState, type UIEvent } from 'react';
import type { RemoteOption, RemoteSelectProps } from './types';
import { useRemoteOptions } from './use-remote-options';
import { useSearchTerm } from './use-search-term';
import { useSelectedOption } from './use-selected-option';

/** Items that act instead of selecting: load the next page, or repeat a failed one. */
const MORE = '__remote-select-more__';
const RETRY = '__remote-select-retry__';

/** Pixels from the bottom of the list at which scrolling loads the next page. */
const SCROLL_END_THRESHOLD_PX = 24;

/**
 * A select whose options come from the API (spec 1 §7–§9): the user types to search (debounced
 * 500 ms), the list loads page by page (scrolling to its end or choosing "more"), shows a loading
 * indicator, 'Nenhum resultado encontrado' when empty and a short error when a page fails. The texts
 * come from the remote that uses it (`texts`), in the screen's language.
 */
export function RemoteSelect({
  label,
  name,
  testId,
  value,
  onChange,
  onBlur,
  fetchPage,
  fetchOne,
  disabled = false,
  required = false,
  errorText,
  placeholder,
  footer,
  resetKey,
  loadMoreOnScroll = true,
  texts,
}: RemoteSelectProps) {
  const errorId = useId();
  const [open, setOpen] = useState(false);
  /** What the user is typing; null when not searching (the input shows the selected label). */
  const [typed, setTyped] = useState<string | null>(null);
  const term = useSearchTerm(typed);
  const { options, hasMore, loading, failed, loadMore, retry } = useRemoteOptions({
    fetchPage,
    term,
    enabled: open && !disabled,
    resetKey,
  });
  const { selected, remember } = useSelectedOption(value, options, fetchOne);

  const collection = useMemo(() => {
    const action: RemoteOption[] = failed
      ? [{ id: RETRY, label: texts.retry }]
      : hasMore && !loading
        ? [{ id: MORE, label: texts.more }]
        : [];
    return createListCollection<RemoteOption>({
      items: [...options, ...action],
      itemToValue: (item) => item.id,
      itemToString: (item) => item.label,
    });
  }, [options, hasMore, loading, failed, texts.retry, texts.more]);

  const close = () => {
    setOpen(false);
    setTyped(null);
  };

  const choose = (itemValue: string) => {
    if (itemValue === MORE) return loadMore();
    if (itemValue === RETRY) return retry();
    const option = options.find((o) => o.id === itemValue);
    if (!option) return;
    remember(option);
    onChange(option);
    close();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_END_THRESHOLD_PX) loadMore();
  };

  const empty = !loading && !failed && options.length === 0;

  return (
    <Field.Root
      invalid={Boolean(errorText)}
      required={required}
      disabled={disabled}
      ids={{ errorText: errorId }}
      data-testid={testId}
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
        placeholder={placeholder}
        translations={{ triggerLabel: texts.open, clearTriggerLabel: texts.clear }}
      >
        {/* Laid out as Field.Label is, so the required mark sits where every other form puts it. */}
        <Combobox.Label display="flex" alignItems="center" gap="1">
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
          <Combobox.Content maxH="64" overflowY="auto" onScroll={loadMoreOnScroll ? onScroll : undefined}>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item} fontWeight={item.id === MORE ? 'semibold' : undefined}>
                {item.label}
                {item.id !== MORE && item.id !== RETRY && <Combobox.ItemIndicator />}
              </Combobox.Item>
            ))}
            {loading && (
              <HStack px="2" py="1.5" gap="2" role="status" data-testid="remote-select-loading">
                <Spinner size="xs" />
                <Text textStyle="sm" color="fg.muted">
                  {texts.loading}
                </Text>
              </HStack>
            )}
            {failed && (
              <Text px="2" py="1.5" textStyle="sm" color="fg.error" role="alert">
                {texts.failed}
              </Text>
            )}
            {empty && (
              <Combobox.Empty px="2" py="1.5">
                {texts.empty}
              </Combobox.Empty>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
      {footer}
    </Field.Root>
  );
}
