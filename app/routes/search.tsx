import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { PageSearchForm } from "~/components/search-form";
import { PageBanner } from "~/components/page-banner";
import { settingsFromMatches } from "~/seo/meta";
import { MAX_QUERY_LENGTH, searchSite } from "~/search/search.server";
import type { Route } from "./+types/search";

export async function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  return { query, hits: await searchSite(query), maxLength: MAX_QUERY_LENGTH };
}

// Not pageMeta: a results page is noindex and has no social card of its own.
export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${data?.query ? `Search: ${data.query}` : "Search"} | ${settingsFromMatches(matches)?.brand ?? ""}` },
  {
    name: "description",
    content:
      "Search every page of the site: roles and hourly rates, practice areas, services, open jobs and answers to common questions.",
  },
  { name: "robots", content: "noindex" },
];

const suggestions = [
  { href: "/internalguide", label: "Practice areas" },
  { href: "/roles", label: "Roles and pricing" },
  { href: "/service", label: "Services" },
  { href: "/about", label: "About us and FAQ" },
  { href: "/contact", label: "Contact" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, hits, maxLength } = loaderData;
  return (
    <>
      <PageBanner title="Search" compact>
        <PageSearchForm query={query} maxLength={maxLength} />
      </PageBanner>
      <section className="section" aria-live="polite">
        <div className="container narrow">
          {query.trim() === "" ? (
            <p>Type a word or two above, for example “immigration”, “Spanish” or “pricing”.</p>
          ) : hits.length === 0 ? (
            <div className="empty-state">
              <h2>No pages match “{query}”</h2>
              <p>Try a shorter or different word, or start from one of these pages:</p>
              <ul>
                {suggestions.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href}>{s.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <h2>
                {hits.length} {hits.length === 1 ? "result" : "results"} for “{query}”
              </h2>
              <ol className="search-results">
                {hits.map((hit) => (
                  <li key={`${hit.path}-${hit.title}`}>
                    <p className="eyebrow">{hit.kind}</p>
                    <h3>
                      <Link to={hit.path}>{hit.title}</Link>
                    </h3>
                    <p>{hit.snippet}</p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
