import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { LinkCardGrid } from "~/components/cards";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { PageBanner } from "~/components/page-banner";
import { roleCards } from "~/content/cards";
import { rolesPage } from "~/content/home";
import { pageMeta } from "~/utils/seo";

export async function loader() {
  return { page: rolesPage, cards: roleCards() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: "Roles", description: data?.page.metaDescription ?? "", path: "/roles" });

export default function RolesPage() {
  const { page, cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner eyebrow="Roles" title={page.heading} compact>
        <p>{page.text}</p>
      </PageBanner>
      <section className="section" aria-label="Roles">
        <div className="container">
          <LinkCardGrid cards={cards} more="View pricing" />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
