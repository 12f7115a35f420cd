// Bundled into the build's staff command as text, so the compiled tool needs no file beside it.
import commonPasswordList from "./common-passwords.txt?raw";

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    commonPasswordList
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/** Why a staff password is refused, or null when it will do. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  const folded = password.toLowerCase();
  if (commonPasswords().has(folded) || commonPasswords().has(folded.replace(/\s+/g, "")))
    return "This password is one of the most common ones; choose another.";
  if (folded.includes(email.toLowerCase()) || folded === email.split("@")[0].toLowerCase())
    return "The password must not be the e-mail address.";
  if (new Set(password).size < 4) return "The password repeats too few characters; choose another.";
  return null;
}
