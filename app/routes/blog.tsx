import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitleText } from "~/components/title-text";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { CoverPicture, PostByline } from "~/components/post-parts";
import { illustrations } from "~/content/illustrations";
import { contentSource } from "~/content-source/content-source.server";
import { blogFeedLink, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog";

/** /Blog (also reached as /blog: routes match regardless of case). */
export async function loader() {
  return { bannerArt: illustrations.banners.blog, posts: await contentSource().listPosts() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Blogs",
    description: "Practical articles for law firms on working with remote paralegals and legal support staff.",
    path: "/Blog",
  }),
  blogFeedLink,
];

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, posts } = loaderData;
  return (
    <>
      <IllustratedBanner kind="blog" art={bannerArt} look="paper" eyebrow="Insights" title="Our Blogs" compact>
        <p>Practical guidance for firms that work with remote legal support.</p>
      </IllustratedBanner>
      <section className="section" aria-label="Blog posts">
        <div className="container">
          {posts.length === 0 ? (
            <p className="empty-state">No blogs found.</p>
          ) : (
            <div className="grid grid--2">
              {posts.map((post, index) => (
                <article key={post.id} className="card card--link post-card" data-fade="">
                  <CoverPicture
                    cover={post.cover}
                    sizes="(max-width: 860px) 100vw, 560px"
                    loading={index < 2 ? "eager" : "lazy"}
                    priority={index === 0}
                  />
                  <h2 className="post-card__title">
                    <Link to={`/Blog-detail/${post.id}`}>
                      <TitleText>{post.title}</TitleText>
                    </Link>
                  </h2>
                  <PostByline publishedAt={post.publishedAt} author={post.author} />
                  <p>{post.summary}</p>
                  <span className="card__more" aria-hidden="true">
                    Read More
                  </span>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
