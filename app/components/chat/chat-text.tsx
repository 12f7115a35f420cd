import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/** The marker Lexi puts in an answer that offers the Phone/Email hand-off choice. */
export const CONTACT_OPTIONS_HREF = "#contact-options";

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

type Target = { kind: "route"; to: string } | { kind: "external"; href: string } | { kind: "text" };

/**
 * Where a link in Lexi's text may go: a path of this site, the configured booking page, a tel: or
 * mailto: address. Anything else (javascript:, data:, another site, "//host") is shown as text.
 */
export function linkTarget(href: string, bookingUrl: string): Target {
  if (/^\/(?![/\\])[^\s]*$/.test(href)) return { kind: "route", to: href };
  if (href === bookingUrl) return { kind: "external", href };
  if (/^tel:\+?[\d-]{3,20}$/.test(href)) return { kind: "external", href };
  if (/^mailto:[^\s@<>"]+@[^\s@<>"]+$/.test(href)) return { kind: "external", href };
  return { kind: "text" };
}

/** Whether an answer offers the hand-off choice. */
export function offersContactOptions(text: string): boolean {
  return text.includes(`](${CONTACT_OPTIONS_HREF})`);
}

/**
 * Lexi's plain text with its Markdown-style links made real links, built as React elements (never
 * as HTML): whatever a message contains is shown as text.
 */
export function ChatText({ text, bookingUrl }: { text: string; bookingUrl: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const at = match.index ?? 0;
    nodes.push(text.slice(last, at));
    last = at + whole.length;
    if (href === CONTACT_OPTIONS_HREF) continue; // rendered as the Phone/Email buttons instead
    const target = linkTarget(href, bookingUrl);
    if (target.kind === "route") {
      nodes.push(
        <Link key={at} to={target.to}>
          {label}
        </Link>,
      );
    } else if (target.kind === "external") {
      const newTab = target.href === bookingUrl;
      nodes.push(
        <a key={at} href={target.href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {label}
        </a>,
      );
    } else {
      nodes.push(label);
    }
  }
  nodes.push(text.slice(last));
  return (
    <>
      {nodes.map((node, i) => (
        <Fragment key={i}>{node}</Fragment>
      ))}
    </>
  );
}
