/** Form texts the page itself needs; kept apart from the schemas so zod stays off first load. */

/** A contact or booking form that could not be saved or sent (docs/product.md#texts). */
export const FAILURE_TEXT = "Something went wrong. Please try again.";

export const SAVE_INFO_LABEL = "Save my name, email, and website in this browser for the next time I comment.";

/** Heads the list of a refused form's problems, each linking to its field. */
export const ERROR_SUMMARY_TITLE = "There is a problem with your form";
