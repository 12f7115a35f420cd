import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "./form-fields";

// Apart from form-fields.tsx, so only the forms that offer a choice (booking) carry it.
/** A labelled choice among a few options, with its error beside it. */
export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="field" data-invalid={field.errors?.length ? "true" : undefined}>
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
