import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { contentSource } from "~/models/content.server";
import { listDeskPosts } from "~/models/staff-content.server";
import { PROVIDER_OWNS_TEXT, providerOwnsContent } from "~/utils/desk-content.server";
import { deskHeaders, deskMeta } from "~/utils/desk-route";
import { formatDate } from "~/utils/job-format";
import { requireStaff } from "~/utils/staff-session.server";

export const headers = deskHeaders;
export const meta: MetaFunction = () => deskMeta("Blog posts");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  if (providerOwnsContent()) {
    const posts = await contentSource().listPosts();
    return {
      readOnly: true as const,
      readOnlyText: PROVIDER_OWNS_TEXT,
      posts: posts.map((post) => ({ id: post.id, title: post.title, published: true, publishedAt: post.publishedAt })),
    };
  }
  const rows = await listDeskPosts();
  return {
    readOnly: false as const,
    readOnlyText: null,
    posts: rows.map((row) => ({ id: row.id, title: row.title, published: row.status === "published", publishedAt: row.published_at })),
  };
}

export default function DeskPosts() {
  const { posts, readOnly, readOnlyText } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Blog posts</h1>
      <DeskNotice tone="warning" text={readOnlyText} />
      {readOnly ? null : (
        <p>
          <Link to="/staff/posts/new" className="desk-button">
            New blog post
          </Link>
        </p>
      )}
      {posts.length === 0 ? (
        <p>No blog posts yet.</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">Blog posts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">State</th>
              <th scope="col">Date</th>
              <th scope="col">Public page</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <td>{readOnly ? post.title : <Link to={`/staff/posts/${post.id}`}>{post.title}</Link>}</td>
                <td>
                  <span className={`desk-status desk-status--${post.published ? "open" : "draft"}`}>{post.published ? "Published" : "Draft"}</span>
                </td>
                <td>{formatDate(post.publishedAt)}</td>
                <td>{post.published ? <a href={`/Blog-detail/${post.id}`}>/Blog-detail/{post.id}</a> : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
