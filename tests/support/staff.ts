import { spawn } from "node:child_process";
import { generateTOTP } from "@epic-web/totp";
import { siteCommand } from "../../scripts/site-process";

/** Runs `npm run staff -- …` as staff would (password on standard input) against a data folder or database. */
export async function staffCli(
  args: string[],
  env: Record<string, string>,
  stdin = "",
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, siteCommand("staff", args), {
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(stdin);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stdout, stderr };
}

export const STAFF_PASSWORD = "plum kettle orbit 7 lantern";

/** Creates an account and returns its TOTP secret, read from what the command printed. */
export async function addStaff(email: string, env: Record<string, string>, password = STAFF_PASSWORD): Promise<string> {
  const result = await staffCli(["add", email], env, `${password}\n`);
  const secret = /secret: ([A-Z2-7]+)/.exec(result.stdout)?.[1];
  if (result.code !== 0 || !secret)
    throw new Error(`staff add failed (${result.code}): ${result.stdout}${result.stderr}`);
  return secret;
}

export const totp = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/** The name=value part of a Set-Cookie header (the desk sets one cookie at a time). */
export const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

/** Signs in over HTTP as a browser without JavaScript would; returns the session cookie and the pending one. */
export async function signIn(
  origin: string,
  email: string,
  secret: string,
  options: { password?: string; code?: string; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; pendingCookie: string; code: string; response: Response }> {
  const headers = { "content-type": "application/x-www-form-urlencoded", origin, ...options.headers };
  const first = await fetch(`${origin}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ intent: "password", email, password: options.password ?? STAFF_PASSWORD }),
  });
  const pendingCookie = cookieOf(first);
  const code = options.code ?? (await totp(secret));
  const response = await fetch(`${origin}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie: pendingCookie },
    body: new URLSearchParams({ intent: "code", code }),
  });
  return { cookie: response.status === 302 ? cookieOf(response) : "", pendingCookie, code, response };
}
