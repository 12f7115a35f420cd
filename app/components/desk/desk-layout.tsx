import { useEffect } from "react";
import { Form, Link, NavLink } from "react-router";
import type { StaffRole } from "~/db/schema.server";
import { mayOpen, type DeskArea } from "~/staff-auth/roles";

/** Marks the document as hydrated (as the public pages' effects do), so tests can tell. */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** The desk's pages in its navigation, each shown to the roles that may open it (the server checks again). */
const NAVIGATION: { to: string; label: string; area: DeskArea | null; end?: boolean }[] = [
  { to: "/staff", label: "Inbox", area: null, end: true },
  { to: "/staff/replies", label: "Saved replies", area: null },
  { to: "/staff/jobs", label: "Job openings", area: "jobs" },
  { to: "/staff/posts", label: "Blog posts", area: "posts" },
  { to: "/staff/team", label: "Team", area: "team" },
  { to: "/staff/settings", label: "Settings", area: "settings" },
  { to: "/staff/audit", label: "Audit log", area: "audit" },
  { to: "/staff/account", label: "Your account", area: null },
];

/** The desk's frame: its own header with the navigation and the sign-out controls on every page. */
export function DeskLayout({ email, role, children }: { email: string; role: StaffRole; children: React.ReactNode }) {
  useHydratedMark();
  return (
    <div className="desk">
      <a className="skip-link" href="#desk-main">
        Skip to content
      </a>
      <header className="desk-header">
        <Link to="/staff" className="desk-header__brand">
          Staff desk
        </Link>
        <nav aria-label="Desk">
          <ul className="desk-nav">
            {NAVIGATION.filter((item) => item.area === null || mayOpen(role, item.area)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk-header__account">
          <span>{email}</span>
          <Form method="post" action="/staff/sign-out" reloadDocument>
            <button type="submit" className="desk-button desk-button--quiet">
              Sign out
            </button>
          </Form>
          <Form method="post" action="/staff/sign-out" reloadDocument>
            <input type="hidden" name="everywhere" value="yes" />
            <button type="submit" className="desk-button desk-button--quiet">
              Sign out everywhere
            </button>
          </Form>
        </div>
      </header>
      <main id="desk-main" className="desk-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** A message after an action (saved, deleted, retried), read out by screen readers. */
export function DeskNotice({ text, tone = "info" }: { text: string | null; tone?: "info" | "warning" }) {
  if (!text) return null;
  return (
    <p className={`desk-notice desk-notice--${tone}`} role={tone === "warning" ? "alert" : "status"}>
      {text}
    </p>
  );
}

/** A desk page outside the signed-in frame (sign-in, a one-time link): one card in the middle. */
export function DeskStandalonePage({ children }: { children: React.ReactNode }) {
  useHydratedMark();
  return (
    <main id="desk-main" className="desk">
      <div className="desk-sign-in desk-panel">{children}</div>
    </main>
  );
}
