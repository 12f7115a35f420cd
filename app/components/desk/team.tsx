import { getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorSummary, FieldError, TextField } from "~/components/form-fields";
import type { StaffRole } from "~/db/schema.server";
import { inviteSchema } from "~/staff-auth/forms";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "~/staff-auth/roles";
import { useDeskTime } from "~/desk/desk-route";
import { useDeskForm } from "./content-editor";

/** The parts of the team page (/staff/team): the invitation form, open invitations, the accounts. */

export function InviteForm({
  mailEnabled,
  lastResult,
}: {
  mailEnabled: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [, fields, formProps] = useDeskForm("invite", inviteSchema, lastResult, { role: "staff" });
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a colleague</h2>
      <Form method="post" className="form desk-form--stacked" {...formProps} aria-labelledby="invite-heading">
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="invite" />
        <TextField field={fields.email} label="Their e-mail address" type="email" autoComplete="off" />
        <div className="field" data-invalid={fields.role.errors?.length ? "true" : undefined}>
          <label htmlFor={fields.role.id}>Role</label>
          <ul className="field__hint" id={`${fields.role.id}-hint`}>
            {STAFF_ROLES.map((role) => (
              <li key={role}>
                {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}.
              </li>
            ))}
          </ul>
          <select {...getSelectProps(fields.role, { ariaDescribedBy: `${fields.role.id}-hint` })}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <FieldError id={fields.role.errorId} errors={fields.role.errors} />
        </div>
        <p className="field__hint">
          {mailEnabled
            ? "They get an e-mail with a link that works once, for 48 hours, to choose a password and set up two-step sign-in."
            : "E-mail is not set up for this desk: you get the link to give them yourself. It works once, for 48 hours."}
        </p>
        <button type="submit" className="desk-button">
          Send invitation
        </button>
      </Form>
    </section>
  );
}

/** A one-time link to hand over (no e-mail on this desk): shown once, right after it was made. */
export function NewLink({
  purpose,
  email,
  href,
}: {
  purpose: "invitation" | "enrolment";
  email: string;
  href: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const what =
    purpose === "invitation"
      ? `Invitation for ${email} made. Give them this link yourself (it is not shown again); it works once, for 48 hours:`
      : `Two-step sign-in of ${email} reset; their sessions have ended. Give them this link yourself (it is not shown again); it works once, for 48 hours, after they enter their password:`;
  return (
    <div className="desk-notice desk-new-link" role="status">
      <label htmlFor="new-link">{what}</label>
      <input id="new-link" type="text" readOnly value={href} onFocus={(event) => event.currentTarget.select()} />
      {hydrated ? (
        <button
          type="button"
          className="desk-button"
          onClick={() =>
            void navigator.clipboard?.writeText(href).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy the link"}
        </button>
      ) : null}
    </div>
  );
}

interface OpenInvitation {
  id: number;
  email: string;
  role: StaffRole;
  created_by: string;
  created_at: string;
  expires_at: string;
  expired: boolean;
  mail_status: string | null;
}

const MAIL_STATES: Record<string, string> = {
  pending: "e-mail on its way",
  sent: "e-mail sent",
  failed: "the e-mail could not be sent: withdraw it and invite again",
};

export function InvitationList({ invitations }: { invitations: OpenInvitation[] }) {
  const deskTime = useDeskTime();
  if (!invitations.length) return null;
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations not accepted yet</h2>
      <ul className="desk-cards">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="desk-panel desk-card">
            <p>
              <strong>{invitation.email}</strong> as {ROLE_LABELS[invitation.role]}, invited{" "}
              {invitation.created_by === "command line" ? "from the command line" : `by ${invitation.created_by}`} on{" "}
              {deskTime(invitation.created_at)}
              {". "}
              {invitation.expired
                ? "The link has expired."
                : `The link works until ${deskTime(invitation.expires_at)}.`}
              {invitation.mail_status ? ` (${MAIL_STATES[invitation.mail_status] ?? invitation.mail_status})` : ""}
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="invitation" value={invitation.id} />
              <button type="submit" className="desk-button desk-button--secondary">
                Withdraw<span className="visually-hidden"> the invitation of {invitation.email}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TeamMember {
  id: number;
  email: string;
  role: StaffRole;
  last_sign_in_at: string | null;
  deactivated_at: string | null;
  two_factor_reset_at: string | null;
  sessions: number;
  recovery_codes: number;
}

function AccountAction({
  user,
  intent,
  label,
  email,
  danger = false,
}: {
  user: number;
  intent: string;
  label: string;
  email: string;
  danger?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user" value={user} />
      <button type="submit" className={`desk-button ${danger ? "desk-button--danger" : "desk-button--secondary"}`}>
        {label}
        <span className="visually-hidden"> ({email})</span>
      </button>
    </Form>
  );
}

function TwoStepState({ person }: { person: TeamMember }) {
  const deskTime = useDeskTime();
  if (person.two_factor_reset_at)
    return <>Reset on {deskTime(person.two_factor_reset_at)}: waiting for them to set up their app again</>;
  return (
    <>
      Authenticator app; {person.recovery_codes} recovery code{person.recovery_codes === 1 ? "" : "s"} left
    </>
  );
}

export function TeamList({
  team,
  me,
  confirmRemove,
}: {
  team: TeamMember[];
  me: number;
  confirmRemove: number | null;
}) {
  const deskTime = useDeskTime();
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading">Accounts</h2>
      <ul className="desk-cards">
        {team.map((person) => (
          <li key={person.id} id={`account-${person.id}`} className="desk-panel desk-card">
            <h3>
              {person.email}
              {person.id === me ? " (you)" : ""}
            </h3>
            <dl className="desk-details">
              <dt>Role</dt>
              <dd>{ROLE_LABELS[person.role]}</dd>
              <dt>Status</dt>
              <dd>{person.deactivated_at ? `Deactivated on ${deskTime(person.deactivated_at)}` : "Active"}</dd>
              <dt>Last sign-in</dt>
              <dd>{person.last_sign_in_at ? deskTime(person.last_sign_in_at) : "Never"}</dd>
              <dt>Two-step sign-in</dt>
              <dd>
                <TwoStepState person={person} />
              </dd>
              <dt>Signed in now</dt>
              <dd>
                {person.sessions === 0 ? "Nowhere" : `${person.sessions} session${person.sessions === 1 ? "" : "s"}`}
              </dd>
            </dl>
            <div className="desk-card__actions">
              <Form method="post" className="desk-form">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="user" value={person.id} />
                <div className="desk-field">
                  <label htmlFor={`role-${person.id}`}>
                    Role<span className="visually-hidden"> of {person.email}</span>
                  </label>
                  <select id={`role-${person.id}`} name="role" defaultValue={person.role}>
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="desk-button desk-button--secondary">
                  Change role<span className="visually-hidden"> of {person.email}</span>
                </button>
              </Form>
              {person.id !== me && !person.deactivated_at ? (
                <AccountAction
                  user={person.id}
                  intent="reset-two-factor"
                  label="Reset two-step sign-in"
                  email={person.email}
                />
              ) : null}
              {person.sessions > 0 ? (
                <AccountAction
                  user={person.id}
                  intent="end-sessions"
                  label={person.id === me ? "End your sessions" : "End their sessions"}
                  email={person.email}
                />
              ) : null}
              {person.deactivated_at ? (
                <AccountAction user={person.id} intent="reactivate" label="Reactivate" email={person.email} />
              ) : (
                <AccountAction user={person.id} intent="deactivate" label="Deactivate" email={person.email} />
              )}
              {confirmRemove === person.id ? (
                <Form method="post" className="desk-confirm">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="user" value={person.id} />
                  <input type="hidden" name="confirm" value="yes" />
                  <p role="alert">
                    Remove {person.email}? Their account and sessions are deleted; the audit log keeps what they did.
                    This cannot be undone.
                  </p>
                  <button type="submit" className="desk-button desk-button--danger">
                    Remove permanently
                  </button>{" "}
                  <Link to="/staff/team">Cancel</Link>
                </Form>
              ) : (
                <AccountAction user={person.id} intent="remove" label="Remove…" email={person.email} danger />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
