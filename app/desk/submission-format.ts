/**
 * One CSV cell, safe whichever separator the spreadsheet assumes (comma, semicolon or tab): quoted
 * when it holds any of them, and a leading =, +, -, @ (after any blanks), tab or CR — a formula
 * to a spreadsheet — made text with a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  const text = value == null ? "" : String(value);
  const safe = /^[\s]*[=+\-@]|^[\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * What a visitor typed, fit for a terminal line: control characters (escape sequences, line
 * breaks that would forge another row) and bidirectional overrides removed.
 */
export function printable(value: unknown): string {
  return String(value ?? "").replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    "",
  );
}
