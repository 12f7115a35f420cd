/**
 * Texts and limits of the career application, for its page, its schema and its upload handler;
 * apart from form-texts.ts so the other forms' pages do not carry them.
 */

/** An application that could not be saved or sent (spec). */
export const APPLICATION_FAILURE_TEXT = "Something went wrong. Please try again later.";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TOO_LARGE_MESSAGE = "Resume file size cannot exceed 5 MB.";
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file.";
/** What the server's upload handler leaves in place of a resume that passed the limit. */
export const RESUME_TOO_LARGE = "__resume_too_large__";
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
