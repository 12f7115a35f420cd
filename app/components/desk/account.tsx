import { getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorSummary, FieldError, TextField } from "~/components/form-fields";
import { changePasswordSchema, confirmPasswordSchema, timeZoneSchema } from "~/staff-auth/forms";
import { useDeskTime } from "~/desk/desk-route";
import { useDeskForm } from "./content-editor";

/** The sections of one's own account page (/staff/account). */

type LastResult = SubmissionResult<string[]> | undefined;

/** The account a password field belongs to, for password managers. */
const Username = ({ email }: { email: string }) => (
  <input type="hidden" name="username" value={email} autoComplete="username" />
);

export function RecoveryCodes({
  left,
  codes,
  lastResult,
  email,
}: {
  left: number;
  codes: string[] | null;
  lastResult: LastResult;
  email: string;
}) {
  const [, fields, formProps] = useDeskForm("recovery-codes", confirmPasswordSchema, lastResult, {});
  return (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">Recovery codes</h2>
      {codes ? (
        <div className="desk-panel desk-recovery-codes" role="status" aria-labelledby="new-codes-heading">
          <h3 id="new-codes-heading">Your new recovery codes</h3>
          <p>
            Keep them somewhere safe away from your phone, for example printed or in a password manager. Each one signs
            you in once instead of a code from the app. <strong>They are not shown again</strong>; the codes you had
            before no longer work.
          </p>
          <ol className="desk-recovery-codes__list">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p>
          {left === 0
            ? "You have no recovery codes. Make some now: if your phone is lost, a recovery code still signs you in."
            : `You have ${left} unused recovery code${left === 1 ? "" : "s"}. Each signs you in once if your phone is not at hand.`}
        </p>
      )}
      <Form method="post" className="form desk-form--stacked" {...formProps} aria-labelledby="recovery-heading">
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="recovery-codes" />
        <Username email={email} />
        <TextField
          field={fields.current}
          label="Your current password"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="desk-button">
          Make ten new recovery codes
        </button>
      </Form>
    </section>
  );
}

export function ChangePasswordForm({ lastResult, email }: { lastResult: LastResult; email: string }) {
  const [, fields, formProps] = useDeskForm("change-password", changePasswordSchema, lastResult, {});
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <Form method="post" className="form desk-form--stacked" {...formProps} aria-labelledby="password-heading">
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="password" />
        <Username email={email} />
        <TextField field={fields.current} label="Current password" type="password" autoComplete="current-password" />
        <TextField
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
        />
        <TextField field={fields.confirm} label="The new password again" type="password" autoComplete="new-password" />
        <p className="field__hint">Your other sessions end when the password changes.</p>
        <button type="submit" className="desk-button">
          Change the password
        </button>
      </Form>
    </section>
  );
}

export function NewAuthenticatorForm({ lastResult, email }: { lastResult: LastResult; email: string }) {
  const [, fields, formProps] = useDeskForm("new-authenticator", confirmPasswordSchema, lastResult, {});
  return (
    <section aria-labelledby="authenticator-heading">
      <h2 id="authenticator-heading">Authenticator app</h2>
      <p>
        A new phone? Set up the app on it with a new QR code. The old app&apos;s codes stop working once the new one is
        confirmed.
      </p>
      <Form method="post" className="form desk-form--stacked" {...formProps} aria-labelledby="authenticator-heading">
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="authenticator" />
        <Username email={email} />
        <TextField
          field={fields.current}
          label="Your current password"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="desk-button">
          Set up a new authenticator app
        </button>
      </Form>
    </section>
  );
}

export function TimeZoneForm({
  zones,
  current,
  lastResult,
}: {
  zones: readonly string[];
  current: string;
  lastResult: LastResult;
}) {
  const [, fields, formProps] = useDeskForm("time-zone", timeZoneSchema, lastResult, { time_zone: current });
  return (
    <section aria-labelledby="time-zone-heading">
      <h2 id="time-zone-heading">Time zone</h2>
      <Form method="post" className="form desk-form--inline" {...formProps} aria-labelledby="time-zone-heading">
        <input type="hidden" name="intent" value="time-zone" />
        <div className="field" data-invalid={fields.time_zone.errors?.length ? "true" : undefined}>
          <label htmlFor={fields.time_zone.id}>The desk shows times in</label>
          <select {...getSelectProps(fields.time_zone)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <FieldError id={fields.time_zone.errorId} errors={fields.time_zone.errors} />
        </div>
        <button type="submit" className="desk-button">
          Save the time zone
        </button>
      </Form>
    </section>
  );
}

interface OwnSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  current: boolean;
}

export function SessionList({ sessions }: { sessions: OwnSession[] }) {
  const deskTime = useDeskTime();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <ul className="desk-cards">
        {sessions.map((session) => (
          <li key={session.id} className="desk-panel desk-card">
            <p>
              {session.current ? <strong>This browser. </strong> : null}
              Signed in {deskTime(session.created_at)}, last active {deskTime(session.last_seen_at)}
              {session.ip ? `, from ${session.ip}` : ""}.
            </p>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" className="desk-button desk-button--secondary">
                  End this session<span className="visually-hidden"> (signed in {deskTime(session.created_at)})</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className="desk-button">
            End every other session
          </button>
        </Form>
      ) : null}
    </section>
  );
}
