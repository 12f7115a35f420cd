import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "./form-fields";

// Apart from form-fields.tsx, so only the forms that offer a choice (booking) carry it.
/**
 * A choice among a few options, each one visible as a radio button (GOV.UK's pattern for a
 * handful of options: a menu would cut long options short on a phone), with its error beside the
 * group. The first radio carries the field's id, where the error summary links.
 */
export function ChoiceField({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className="field choice-field"
      data-invalid={invalid ? "true" : undefined}
      aria-describedby={invalid ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            id={field.id + (index ? "-" + option.value : "")}
            name={field.name}
            value={option.value}
            defaultChecked={field.initialValue === option.value}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
