/** Form texts the page itself needs; kept apart from the schemas so zod stays off first load. */

/** A contact or booking form that could not be saved or sent (spec). */
export const FAILURE_TEXT = "Something went wrong. Please try again.";

export const SAVE_INFO_LABEL = "Save my name, email, and website in this browser for the next time I comment.";
