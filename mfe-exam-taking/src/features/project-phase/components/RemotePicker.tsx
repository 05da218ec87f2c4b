import { RemoteSelect, type RemoteSelectProps } from 'shared-contracts/ui';
import { useProjectText } from '../hooks/useProjectText';

/**
 * A select over a paged API search (states, cities, schools): the shared remote select with this
 * screen's texts. Typing searches after 500 ms, the list loads page by page ("Carregar mais"), a
 * preselected id shows its name (`fetchOne`).
 */
export function RemotePicker(
  props: Omit<RemoteSelectProps, 'texts' | 'testId' | 'placeholder' | 'footer' | 'loadMoreOnScroll'>,
) {
  const { t } = useProjectText();
  return (
    <RemoteSelect
      {...props}
      testId={`field-${props.name}`}
      placeholder={t('picker.placeholder')}
      loadMoreOnScroll={false}
      texts={{
        loading: t('picker.loading'),
        more: t('picker.more'),
        failed: t('picker.failed'),
        retry: t('picker.retry'),
        empty: t('picker.empty'),
        open: t('picker.open'),
        clear: t('picker.clear'),
      }}
    />
  );
}
