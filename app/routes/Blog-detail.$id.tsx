import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/models/content.server";
import { contentOrUnavailable, contentPageHeaders } from "~/utils/content-unavailable.server";
import { notFound } from "~/utils/registry-lookup";
import { pageMeta } from "~/utils/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : notFound();
  const post = (await contentOrUnavailable(contentSource().post(id))) ?? notFound();
  return { bannerArt: illustrations.banners.blog, post };
}

export const headers = contentPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta(matches, { title: data.post.title, description: data.post.summary, path: `/Blog-detail/${data.post.id}` }) : [];

export default function BlogPostPage() {
  const { bannerArt, post } = useLoaderData<typeof loader>();
  return (
    <>
      <IllustratedBanner kind="blog" art={bannerArt} look="paper" eyebrow="Blog" title={post.title} compact />
      <article className="section">
        <div className="container narrow prose">
          <img src={post.imageUrl} alt="" width={1200} height={630} fetchPriority="high" />
          <div className="data-html" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          <p>
            <Link to="/Blog" className="button button--ghost">
              All blog posts
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
