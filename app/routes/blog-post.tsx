import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/content-source/content-source.server";
import { contentOrUnavailable, contentPageHeaders } from "~/content-source/unavailable.server";
import { notFound } from "~/content/registry-lookup";
import { blogPostingText } from "~/seo/structured-data.server";
import { CoverPicture, PostByline } from "~/components/post-parts";
import { blogFeedLink, errorPageMeta, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : notFound();
  const post = (await contentOrUnavailable(contentSource().post(id))) ?? notFound();
  return { bannerArt: illustrations.banners.post, post, jsonLd: blogPostingText(post) };
}

export const headers = contentPageHeaders;

export const meta: Route.MetaFunction = ({ data, matches, error }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: data.post.title,
          description: data.post.summary,
          path: `/Blog-detail/${data.post.id}`,
          image: data.post.imageUrl,
        }),
        blogFeedLink,
      ]
    : errorPageMeta(matches, error);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, post, jsonLd } = loaderData;
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
