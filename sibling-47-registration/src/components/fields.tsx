import type { ComponentChildren } from 'preact';
import type { Translate } from '../i18n/messages';

/** A labelled control with its error under it (announced through aria-describedby). */
export function Field(props: {
  name: string;
  label: string;
  error?: string;
  t: Translate;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ComponentChildren;
}) {
  const id = `p47-${props.name.replace(/\W/g, '-')}`;
  const errorId = `${id}-error`;
  return (
    <div class="p47-field">
      <label for={id}>{props.label}</label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        ...(props.error ? { 'aria-describedby': errorId } : {}),
      })}
      {props.error && (
        <p id={errorId} class="p47-error" role="alert">
          {props.t(props.error)}
        </p>
      )}
    </div>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  error?: string;
  t: Translate;
  onChange: (value: string) => void;
}) {
  return (
    <Field name={props.name} label={props.label} error={props.error} t={props.t}>
      {(aria) => (
        <select
          {...aria}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
        >
          <option value="">{props.t('choose')}</option>
          {props.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  t: Translate;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  onInput: (value: string) => void;
}) {
  return (
    <Field name={props.name} label={props.label} error={props.error} t={props.t}>
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type="text"
          inputMode={props.inputMode}
          value={props.value}
          onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}

/** Yes / No as a radio group. */
export function YesNoField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  t: Translate;
  onChange: (value: string) => void;
}) {
  const errorId = `p47-${props.name}-error`;
  return (
    <fieldset class="p47-field" aria-describedby={props.error ? errorId : undefined}>
      <legend>{props.label}</legend>
      {(['true', 'false'] as const).map((value) => (
        <label key={value} class="p47-inline">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {props.t(value === 'true' ? 'yes' : 'no')}
        </label>
      ))}
      {props.error && (
        <p id={errorId} class="p47-error" role="alert">
          {props.t(props.error)}
        </p>
      )}
    </fieldset>
  );
}
