// The fields of a list page's filter form: a label above one control whose first value is the
// URL's, so that a filtered view can be linked and reloaded (list-params.ts applies the form).
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A text, search or date field, with an optional hint under it (read with the field). */
export function FilterInput({
  id,
  label,
  hint,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hintId} {...input} />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A choice among options; with `any`, an option of that text and an empty value comes first. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  any,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  any?: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select className={className} id={id} name={name} defaultValue={defaultValue}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
