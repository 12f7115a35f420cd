import { LinkCardGrid } from "~/components/cards";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { serviceListPages } from "~/content/home";
import { serviceListPaths } from "~/content/service-lists";
import { contentSource } from "~/content-source/content-source.server";
import { firstPathSegment, notFound } from "~/content/registry-lookup";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/service-list";

/** The empty-state texts differ per list (docs/product.md#texts). */
const emptyText: Record<string, string> = {
  "contract-life-cycle-management": "Loading services or no data found...",
};

/** /paralegal-service, /contract-life-cycle-management, /document-review, /admin-supports. */
export async function loader({ url }: Route.LoaderArgs) {
  const wanted = firstPathSegment(url).toLowerCase();
  const slug = serviceListPaths.find((path) => path === wanted) ?? notFound();
  const services = await contentSource().listServices(slug);
  return {
    bannerArt: illustrations.banners.serviceList,
    slug,
    page: serviceListPages[slug],
    cards: services.map((s) => ({ href: s.href, title: s.name, text: s.summary })),
    emptyText: emptyText[slug] ?? "No services found.",
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(matches, { title: data.page.title, description: data.page.metaDescription, path: `/${data.slug}` })
    : [];

export default function ServiceListPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, page, cards, emptyText } = loaderData;
  return (
    <>
      <IllustratedBanner kind="service" art={bannerArt} look="paper" eyebrow="Services" title={page.title} compact>
        <p>{page.bannerText}</p>
      </IllustratedBanner>
      <section className="section" aria-label={`${page.title} services`}>
        <div className="container">
          {cards.length ? <LinkCardGrid cards={cards} /> : <p className="empty-state">{emptyText}</p>}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
