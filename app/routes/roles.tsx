import { LinkCardGrid } from "~/components/cards";
import { CostCalculator } from "~/components/cost-calculator";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { RoleComparisonTable } from "~/components/role-comparison-table";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { roleCards } from "~/content/cards";
import { rolesPage } from "~/content/home";
import { costTable } from "~/content/pricing";
import { pageMeta } from "~/seo/meta";
import { readCostQuery } from "~/content/staffing-cost";
import type { Route } from "./+types/roles";

export async function loader({ url }: Route.LoaderArgs) {
  const table = costTable();
  const { query, staffError, staffText } = readCostQuery(url.searchParams, table);
  return {
    bannerArt: illustrations.banners.listing,
    page: rolesPage,
    cards: roleCards(),
    table,
    query,
    staffError,
    staffText,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: "Roles", description: data?.page.metaDescription ?? "", path: "/roles" });

export default function RolesPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, page, cards, table, query, staffError, staffText } = loaderData;
  return (
    <>
      <IllustratedBanner kind="listing" art={bannerArt} eyebrow="Roles" title={page.heading} compact>
        <p>{page.text}</p>
      </IllustratedBanner>
      <section className="section" aria-label="Roles">
        <div className="container">
          <LinkCardGrid cards={cards} more="View pricing" />
        </div>
      </section>
      <section className="section section--mist" aria-labelledby="comparison-heading">
        <div className="container">
          <h2 id="comparison-heading">{page.comparisonHeading}</h2>
          <p className="lead">{page.comparisonText}</p>
          <RoleComparisonTable table={table} />
        </div>
      </section>
      <section className="section" id="cost-calculator" aria-labelledby="calculator-heading">
        <div className="container">
          <h2 id="calculator-heading">{page.calculatorHeading}</h2>
          <p className="lead">{page.calculatorText}</p>
          <CostCalculator table={table} initial={query} initialStaffError={staffError} initialStaffText={staffText} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
