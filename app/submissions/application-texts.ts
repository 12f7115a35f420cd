/**
 * What the application page itself needs; apart from form-texts.ts so the other forms' pages do
 * not carry it.
 */

/** An application that could not be saved or sent (docs/product.md#texts). */
export const APPLICATION_FAILURE_TEXT = "Something went wrong. Please try again later.";

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
