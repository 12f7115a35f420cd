import { Link } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { formatDate } from "~/content-source/job-format";

/** What the desk's job list says of each job's state. */
type JobState = "draft" | "open" | "closed";
const STATE_LABELS = { draft: "Draft", open: "Published", closed: "Closed" } as const;

/** The desk's job openings, newest first, each linked to its editor (unless the provider's admin owns them). */
export function JobList({
  jobs,
  readOnlyText,
}: {
  jobs: { id: number; slug: string; name: string; state: JobState; validity: string }[];
  readOnlyText: string | null;
}) {
  const readOnly = readOnlyText !== null;
  return (
    <>
      <h1>Job openings</h1>
      <DeskNotice tone="warning" text={readOnlyText} />
      {readOnly ? null : (
        <p>
          <Link to="/staff/jobs/new" className="desk-button">
            New job opening
          </Link>
        </p>
      )}
      {jobs.length === 0 ? (
        <p>No job openings yet.</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">Job openings, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">State</th>
              <th scope="col">Closes</th>
              <th scope="col">Public page</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <td data-label="Title">{readOnly ? job.name : <Link to={`/staff/jobs/${job.id}`}>{job.name}</Link>}</td>
                <td data-label="State">
                  <span className={`desk-status desk-status--${job.state}`}>{STATE_LABELS[job.state]}</span>
                </td>
                <td data-label="Closes">{formatDate(job.validity)}</td>
                <td data-label="Public page">
                  {job.state === "draft" ? "—" : <a href={`/CareerDetails/${job.slug}`}>/CareerDetails/{job.slug}</a>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The desk's blog posts, as JobList. */
export function PostList({
  posts,
  readOnlyText,
}: {
  posts: { id: number; title: string; published: boolean; publishedAt: string | null }[];
  readOnlyText: string | null;
}) {
  const readOnly = readOnlyText !== null;
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
                <td data-label="Title">
                  {readOnly ? post.title : <Link to={`/staff/posts/${post.id}`}>{post.title}</Link>}
                </td>
                <td data-label="State">
                  <span className={`desk-status desk-status--${post.published ? "open" : "draft"}`}>
                    {post.published ? "Published" : "Draft"}
                  </span>
                </td>
                <td data-label="Date">{formatDate(post.publishedAt)}</td>
                <td data-label="Public page">
                  {post.published ? <a href={`/Blog-detail/${post.id}`}>/Blog-detail/{post.id}</a> : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
