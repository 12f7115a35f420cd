import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/models/content.server";
import { contentOrUnavailable, contentPageHeaders } from "~/utils/content-unavailable.server";
import { notFound } from "~/utils/registry-lookup";
import { blogPostingText } from "~/models/structured-data.server";
import { CoverPicture, PostByline } from "~/components/post-parts";
import { blogFeedLink, pageMeta } from "~/utils/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : notFound();
  const post = (await contentOrUnavailable(contentSource().post(id))) ?? notFound();
  return { bannerArt: illustrations.banners.post, post, jsonLd: blogPostingText(post) };
}

export const headers = contentPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta(matches, { title: data.post.title, description: data.post.summary, path: `/Blog-detail/${data.post.id}`, image: data.post.cover.src }),
        blogFeedLink,
      ]
    : [];

export default function BlogPostPage() {
  const { bannerArt, post, jsonLd } = useLoaderData<typeof loader>();
  return (
    <>
      <IllustratedBanner kind="post" art={bannerArt} look="paper" eyebrow="Blog" title={post.title} compact />
      <article className="section">
        <div className="container narrow prose">
          <PostByline publishedAt={post.publishedAt} author={post.author} />
          <CoverPicture cover={post.cover} sizes="(max-width: 860px) 100vw, 760px" priority />
          <div className="data-html" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          <p>
            <Link to="/Blog" className="button button--ghost">
              All blog posts
            </Link>
          </p>
        </div>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
