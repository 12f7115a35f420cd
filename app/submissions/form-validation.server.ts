/**
 * What the form routes' loaders and actions validate with. Imported from a `.server` module so
 * the browser build of those routes never references zod: there the schemas load after the page
 * (use-site-form.ts).
 */
export { parseWithZod } from "@conform-to/zod";
export { applicationSchema, bookingSchema, contactSchema } from "./form-schemas";
