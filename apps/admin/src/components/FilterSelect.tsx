// A choice in a list page's filter form: a labelled select (Field) whose first value is the
// URL's, so that a filtered view can be linked and reloaded (list-params.ts applies the form).
import { Field } from './Field';

export interface FilterOption {
  value: string;
  label: string;
}

/** With `any`, an option of that text and an empty value (no filter) comes first. */
export function FilterSelect({
  name,
  label,
  defaultValue,
  any,
  options,
  className,
}: {
  name: string;
  label: string;
  defaultValue: string;
  any?: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  return (
    <Field label={label}>
      <select className={className} name={name} defaultValue={defaultValue}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
