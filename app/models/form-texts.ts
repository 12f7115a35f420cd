/** Form texts and limits the page itself needs; kept apart from the schemas so zod stays off first load. */
export const SAVE_INFO_LABEL = "Save my name, email, and website in this browser for the next time I comment.";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TOO_LARGE_MESSAGE = "Resume file size cannot exceed 5 MB.";
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file.";
/** What the server's upload handler leaves in place of a resume that passed the limit. */
export const RESUME_TOO_LARGE = "__resume_too_large__";
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
