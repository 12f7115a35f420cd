/**
 * The hidden field that carries the host of the other site a visitor arrived from, from the form
 * page the server rendered to the form's post (app/submissions/lead-source.server.ts).
 */
export const SOURCE_HOST_FIELD = "source_host";
