/**
 * What a resume may be and the messages when it is not, for the application schema (in the
 * browser it loads after the page) and the upload handler.
 */

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TOO_LARGE_MESSAGE = "Resume file size cannot exceed 5 MB.";
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file.";
/** What the server's upload handler leaves in place of a resume that passed the limit. */
export const RESUME_TOO_LARGE = "__resume_too_large__";
