import { useEffect } from "react";
import { Form, Link, NavLink } from "react-router";

/** Marks the document as hydrated (as the public pages' effects do), so tests can tell. */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** The desk's frame: its own header with the navigation and the sign-out controls on every page. */
export function DeskLayout({ email, children }: { email: string; children: React.ReactNode }) {
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
            <li>
              <NavLink to="/staff" end>
                Inbox
              </NavLink>
            </li>
            <li>
              <NavLink to="/staff/jobs">Job openings</NavLink>
            </li>
            <li>
              <NavLink to="/staff/posts">Blog posts</NavLink>
            </li>
            <li>
              <NavLink to="/staff/audit">Audit log</NavLink>
            </li>
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
