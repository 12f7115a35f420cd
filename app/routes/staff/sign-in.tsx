import { data, redirect } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { useHydratedMark } from "~/components/desk/desk-layout";
import { checkCode, checkPassword, dropPendingSignIn, pendingSignIn, staffForToken } from "~/staff-auth/staff.server";
import { deskHeaders, deskLinks, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { staffCookieHeader, staffToken } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/sign-in";
import { mailEnabled } from "~/mail/mail.server";

/** Step one: e-mail and password; step two: the authenticator's six-digit code. Errors never say which part was wrong. */
const WRONG = "Those details did not work. Check them and try again.";
const LOCKED = "Too many failed attempts. Sign-in is paused for 15 minutes.";
const EXPIRED = "Your sign-in expired. Enter your e-mail and password again.";
const ENROLMENT_NEEDED =
  "An administrator reset the two-step sign-in of this account. Open the link they sent you to set up your authenticator app again; it signs you in.";
const NOTICES: Record<string, string> = {
  "password-reset":
    "Your password has changed and every session of your account has ended. Sign in with the new password and a code from your app.",
};

export const headers = deskHeaders;
export const links = deskLinks;
export const meta: Route.MetaFunction = () => deskMeta("Sign in");

export async function loader({ request, url }: Route.LoaderArgs) {
  const token = await staffToken(request);
  if (await staffForToken(token)) throw redirect("/staff");
  const done = url.searchParams.get("done") ?? "";
  return {
    step: (await pendingSignIn(token)) ? ("code" as const) : ("password" as const),
    forgotPassword: mailEnabled(),
    notice: NOTICES[done] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readUrlEncodedForm(request);
  const ip = clientAddress(context);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const token = await staffToken(request);
  const intent = field("intent");
  if (intent === "restart") {
    await dropPendingSignIn(token);
    return redirect("/staff/sign-in", { headers: { "Set-Cookie": await staffCookieHeader(null) } });
  }
  if (intent === "code") {
    const result = await checkCode(token, field("code").trim(), ip);
    if (result.ok) return redirect("/staff", { headers: { "Set-Cookie": await staffCookieHeader(result.token) } });
    const error = result.locked ? LOCKED : result.restart ? EXPIRED : WRONG;
    const init = {
      status: result.locked ? 429 : 400,
      headers: result.restart ? { "Set-Cookie": await staffCookieHeader(null) } : undefined,
    };
    // A refused recovery code leaves its form open for the next try.
    return data(
      {
        error,
        step: result.restart ? ("password" as const) : ("code" as const),
        recovery: field("method") === "recovery",
      },
      init,
    );
  }
  const result = await checkPassword(field("email"), field("password"), ip);
  if (result.ok)
    return redirect("/staff/sign-in", { headers: { "Set-Cookie": await staffCookieHeader(result.token) } });
  const error = result.locked ? LOCKED : result.enrolmentNeeded ? ENROLMENT_NEEDED : WRONG;
  return data(
    { error, step: "password" as const },
    { status: result.locked ? 429 : result.enrolmentNeeded ? 403 : 400 },
  );
}

export default function StaffSignIn({ loaderData }: Route.ComponentProps) {
  const { step: loadedStep, forgotPassword, notice } = loaderData;
  const answer = useActionData<typeof action>();
  const step = answer?.step ?? loadedStep;
  useHydratedMark();
  return (
    <main id="desk-main" className="desk">
      <div className="desk-sign-in desk-panel">
        <h1>Staff sign-in</h1>
        {notice && !answer ? (
          <p className="desk-notice" role="status">
            {notice}
          </p>
        ) : null}
        {answer?.error ? (
          <p className="desk-error" role="alert" id="sign-in-error">
            {answer.error}
          </p>
        ) : null}
        {step === "password" ? (
          <Form
            method="post"
            className="desk-form desk-form--stacked"
            aria-describedby={answer?.error ? "sign-in-error" : undefined}
          >
            <input type="hidden" name="intent" value="password" />
            <div className="desk-field">
              <label htmlFor="email">E-mail</label>
              <input id="email" name="email" type="email" autoComplete="username" required maxLength={254} />
            </div>
            <div className="desk-field">
              <label htmlFor="password">Password</label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
              />
            </div>
            <button type="submit" className="desk-button">
              Continue
            </button>
            {forgotPassword ? (
              <p>
                <Link to="/staff/forgot-password">Forgot password?</Link>
              </p>
            ) : null}
          </Form>
        ) : (
          <>
            <Form method="post" className="desk-form desk-form--stacked">
              <input type="hidden" name="intent" value="code" />
              <div className="desk-field">
                <label htmlFor="code">Six-digit code from your authenticator app</label>
                <input
                  id="code"
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                />
              </div>
              <button type="submit" className="desk-button">
                Sign in
              </button>
            </Form>
            <details className="desk-recovery" open={answer && "recovery" in answer ? answer.recovery : undefined}>
              <summary>Lost your phone? Use a recovery code</summary>
              <Form method="post" className="desk-form desk-form--stacked">
                <input type="hidden" name="intent" value="code" />
                <input type="hidden" name="method" value="recovery" />
                <div className="desk-field">
                  <label htmlFor="recovery-code">Recovery code</label>
                  <input
                    id="recovery-code"
                    name="code"
                    type="text"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={40}
                  />
                </div>
                <button type="submit" className="desk-button">
                  Sign in with a recovery code
                </button>
              </Form>
            </details>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <p>
                <button type="submit" className="desk-button desk-button--link">
                  Start again with another account
                </button>
              </p>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
