import { Link } from "react-router";
import type { ErrorPageText } from "~/content/types";
import { PageSearchForm } from "./search-form";

export type { ErrorPageText };

const texts: Record<number, ErrorPageText> = {
  400: {
    title: "Form not accepted",
    text: "We could not accept that form as it was sent. Please reload the page and try again, or call us.",
  },
  404: {
    title: "Page not found",
    text: "We could not find the page you asked for. It may have moved, or the address may be mistyped.",
  },
  413: {
    title: "Form too large",
    text: "That form was larger than we accept. Please shorten your answers (a resume may be up to 5 MB) and try again.",
  },
  429: {
    title: "Too many requests",
    text: "You have sent a lot of requests in a short time. Please wait a minute and try again; nothing you sent was half-saved.",
  },
  503: {
    title: "Temporarily unavailable",
    text: "This page is temporarily unavailable. Please try again in a few minutes.",
  },
};

const fallback = {
  title: "Something went wrong",
  text: "An unexpected error stopped this page. Please try again in a moment.",
};

/** The visitor-facing error page: a status, plain words (the status's own unless given), ways out, never internals. */
export function ErrorPage({ status, words }: { status: number; words?: ErrorPageText }) {
  const { title, text } = words?.title ? words : (texts[status] ?? fallback);
  return (
    <section className="section error-page" aria-labelledby="error-title" data-status={status}>
      <div className="container narrow">
        <p className="eyebrow">Error {status}</p>
        <h1 id="error-title">{title}</h1>
        <p>{text}</p>
        {status === 404 ? <PageSearchForm landmark="Search for the page" /> : null}
        <p className="button-row">
          <Link className="button" to="/">
            Back to Home
          </Link>
          <Link className="button button--ghost" to="/contact">
            Contact With Us
          </Link>
        </p>
      </div>
    </section>
  );
}
