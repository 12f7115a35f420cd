import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { contentSource } from "~/models/content.server";
import { jobState, listDeskJobs } from "~/models/staff-content.server";
import { PROVIDER_OWNS_TEXT, providerOwnsContent } from "~/utils/desk-content.server";
import { deskHeaders, deskMeta } from "~/utils/desk-route";
import { formatDate } from "~/utils/job-format";
import { requireStaff } from "~/utils/staff-session.server";

export const headers = deskHeaders;
export const meta: MetaFunction = () => deskMeta("Job openings");

const STATE_LABELS = { draft: "Draft", open: "Published", closed: "Closed" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  if (providerOwnsContent()) {
    const jobs = await contentSource().listJobs();
    return {
      readOnly: true as const,
      readOnlyText: PROVIDER_OWNS_TEXT,
      jobs: jobs.map((job) => ({ id: job.id, slug: job.slug, name: job.name, state: "open" as const, validity: job.validity })),
    };
  }
  const rows = await listDeskJobs();
  return {
    readOnly: false as const,
    readOnlyText: null,
    jobs: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.job_name, state: jobState(row), validity: row.validity })),
  };
}

export default function DeskJobs() {
  const { jobs, readOnly, readOnlyText } = useLoaderData<typeof loader>();
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
                <td>{readOnly ? job.name : <Link to={`/staff/jobs/${job.id}`}>{job.name}</Link>}</td>
                <td>
                  <span className={`desk-status desk-status--${job.state}`}>{STATE_LABELS[job.state]}</span>
                </td>
                <td>{formatDate(job.validity)}</td>
                <td>{job.state === "draft" ? "—" : <a href={`/CareerDetails/${job.slug}`}>/CareerDetails/{job.slug}</a>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
