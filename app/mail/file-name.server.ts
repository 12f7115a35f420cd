/** A file name safe in a header and on any disk: letters, digits, spaces and . _ ( ) - only, never hidden, at most 100 characters. */
export function safeFileName(name: string, fallback = "resume"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[^\w .()-]/g, "_")
    .replace(/^[.\s]+/, "")
    .slice(-100);
  return cleaned || fallback;
}
