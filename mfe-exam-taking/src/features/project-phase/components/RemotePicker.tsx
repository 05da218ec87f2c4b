import { RemoteSelect, type RemoteSelectProps } from 'shared-contracts/ui';
import { useProjectText } from '../hooks/useProjectText';
import { projectPhaseMessages } from '../messages';

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
      placeholder={t(projectPhaseMessages.pickerPlaceholder)}
      loadMoreOnScroll={false}
      texts={{
        loading: t(projectPhaseMessages.pickerLoading),
        more: t(projectPhaseMessages.pickerMore),
        failed: t(projectPhaseMessages.pickerFailed),
        retry: t(projectPhaseMessages.pickerRetry),
        empty: t(projectPhaseMessages.pickerEmpty),
        open: t(projectPhaseMessages.pickerOpen),
        clear: t(projectPhaseMessages.pickerClear),
      }}
    />
  );
}
