import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { SavedDefaults } from "./saved-defaults";

/**
 * A form validated by its zod schema in the browser (on blur, then as the visitor types) and
 * by the same schema in the action, which answers with `lastResult`.
 */
export function useSiteForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaults: SavedDefaults,
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult,
    defaultValue: defaults as z.input<Schema>,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
