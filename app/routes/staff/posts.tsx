import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect } from "react-router";
import {
  EditorActions,
  EditorErrors,
  EditorPreview,
  MARKDOWN_HINT,
  useDeskForm,
} from "~/components/desk/content-editor";
import { DeskNotice } from "~/components/desk/desk-layout";
import { PostList } from "~/components/desk/content-lists";
import { FieldError, TextField } from "~/components/form-fields";
import {
  COVER_TOO_LARGE_MESSAGE,
  COVER_MAX_BYTES,
  CoverImageError,
  coverImages,
  storeCover,
} from "~/content-source/images.server";
import { postEditorSchema, SLUG_MESSAGE } from "~/desk/desk-content-schemas";
import { renderMarkdown } from "~/content-source/html.server";
import { FormTooLargeError, parseMultipartForm } from "~/submissions/multipart-form.server";
import { getDeskPost, savePost, SlugTakenError, unpublishPost } from "~/desk/staff-content.server";
import { deskPostList, editorId, refuseWhenProviderOwns } from "~/desk/desk-content.server";
import { deskHeaders, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { deskActor } from "~/staff-auth/staff-session.server";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/posts";
import { requireDeskArea } from "~/staff-auth/access.server";

export const headers = deskHeaders;
export const meta: Route.MetaFunction = ({ data }) =>
  deskMeta(data?.view === "list" ? "Blog posts" : data?.post ? `Edit: ${data.post.title}` : "New blog post");

const NOTICES: Record<string, string> = {
  save: "Saved.",
  publish: "Published: the post is on the blog.",
  draft: "Taken off the site: the post is a draft again.",
};

const TEXT_FIELDS = [
  "intent",
  "title",
  "slug",
  "author",
  "published_at",
  "shart_description",
  "description",
  "cover_alt",
  "has_cover",
];
const COVER_TOO_LARGE = "__cover_too_large__";
const COVER_ACCEPT = "image/jpeg,image/png,image/webp";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireDeskArea(request, "posts");
  // /staff/posts lists them; /staff/posts/new and /staff/posts/{id} edit one.
  if (params.id === undefined) return { view: "list" as const, list: await deskPostList() };
  refuseWhenProviderOwns();
  const id = editorId(params.id);
  const post = id === null ? null : await getDeskPost(id);
  if (id !== null && !post) throw data(null, { status: 404 });
  const cover = post?.cover_image
    ? ((await coverImages([post.cover_image], new Map())).get(post.cover_image) ?? null)
    : null;
  const done = url.searchParams.get("done") ?? "";
  return {
    view: "editor" as const,
    post,
    coverSrc: cover?.src ?? (post?.img ? `/uploads/${encodeURIComponent(post.img)}` : null),
    notice: NOTICES[done] ?? null,
  };
}

/** The editor posts multipart (with its cover); the small state forms post urlencoded. */
async function readEditorForm(request: Request): Promise<FormData> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return readUrlEncodedForm(request);
  try {
    return await parseMultipartForm(request, {
      textFields: TEXT_FIELDS,
      fileField: "cover",
      maxFileBytes: COVER_MAX_BYTES,
      tooLargeMarker: COVER_TOO_LARGE,
    });
  } catch (error) {
    throw new Response(error instanceof FormTooLargeError ? "Form too large" : "Form not submitted", {
      status: error instanceof FormTooLargeError ? 413 : 400,
    });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = await requireDeskArea(request, "posts");
  refuseWhenProviderOwns();
  const id = editorId(params.id);
  const existing = id === null ? undefined : await getDeskPost(id);
  if (id !== null && !existing) throw data(null, { status: 404 });
  const formData = await readEditorForm(request);
  const by = deskActor(member, context);
  if (formData.get("intent") === "draft") {
    if (id === null || !(await unpublishPost(id, by))) throw data(null, { status: 404 });
    return redirect(`/staff/posts/${id}?done=draft`);
  }
  // Whether the post has a cover is the database's to say, not the form's.
  formData.set("has_cover", existing && (existing.cover_image || existing.img) ? "yes" : "no");
  const tooLarge = formData.get("cover") === COVER_TOO_LARGE;
  if (tooLarge) formData.delete("cover");
  const submission = parseWithZod(formData, { schema: postEditorSchema });
  const refuse = (fieldErrors: Record<string, string[]>) =>
    data({ result: submission.reply({ fieldErrors, hideFields: ["cover"] }), preview: null }, { status: 400 });
  if (tooLarge) return refuse({ cover: [COVER_TOO_LARGE_MESSAGE] });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["cover"] }), preview: null }, { status: 400 });
  const values = submission.value;
  if (values.intent === "preview") {
    return {
      result: submission.reply({ hideFields: ["cover"] }),
      preview: { title: values.title, html: renderMarkdown(values.description) },
    };
  }
  let coverKey: string | null = null;
  if (values.cover instanceof File && values.cover.size > 0) {
    try {
      coverKey = await storeCover(Buffer.from(await values.cover.arrayBuffer()));
    } catch (error) {
      if (error instanceof CoverImageError) return refuse({ cover: [error.message] });
      throw error;
    }
  }
  try {
    const saved = await savePost(id, values, coverKey, by);
    return redirect(`/staff/posts/${saved.id}?done=${values.intent}`);
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return refuse({ slug: [`Another post uses the slug ${error.slug}: choose another.`] });
  }
}

/** A save that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = (args: Route.ClientActionArgs) =>
  keepValuesOnNetworkFailure(args, undefined, (result) => ({ result, preview: null }));

export default function DeskPosts({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  return loaded.view === "list" ? (
    <PostList {...loaded.list} />
  ) : (
    <DeskPostEditor post={loaded.post} coverSrc={loaded.coverSrc} notice={loaded.notice} answer={actionData} />
  );
}

type EditorData = Extract<Awaited<ReturnType<typeof loader>>, { view: "editor" }>;

function DeskPostEditor({
  post,
  coverSrc,
  notice,
  answer,
}: Pick<EditorData, "post" | "coverSrc" | "notice"> & { answer: Route.ComponentProps["actionData"] }) {
  const [form, fields, formProps] = useDeskForm("post-editor", postEditorSchema, answer?.result, {
    title: post?.title,
    slug: post?.slug ?? undefined,
    author: post?.author ?? undefined,
    published_at: post?.published_at ?? new Date().toISOString().slice(0, 10),
    shart_description: post?.shart_description,
    description: post?.description,
    cover_alt: post?.cover_alt ?? undefined,
    has_cover: coverSrc ? "yes" : "no",
  });
  const published = post?.status === "published";
  const cover = fields.cover;
  return (
    <>
      <p>
        <Link to="/staff/posts">All blog posts</Link>
      </p>
      <h1>{post ? `Edit: ${post.title}` : "New blog post"}</h1>
      <DeskNotice text={notice} />
      {post ? (
        <p>
          State: <strong>{published ? "Published" : "Draft (not public)"}</strong>
          {published ? (
            <>
              {" "}
              · <a href={`/Blog-detail/${post.id}`}>View the public page</a>
            </>
          ) : null}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="form desk-editor"
        {...formProps}
        aria-label="Blog post"
      >
        <EditorErrors result={answer?.result} fieldIds={fields} formErrors={form.errors} />
        <input {...getInputProps(fields.has_cover, { type: "hidden" })} />
        <TextField field={fields.title} label="Title" />
        <TextField field={fields.slug} label="Slug" hint={`Left empty, it is made from the title. ${SLUG_MESSAGE}`} />
        <div className="form__row">
          <TextField field={fields.author} label="Author" />
          <TextField field={fields.published_at} label="Publication date" type="date" />
        </div>
        <TextField
          field={fields.shart_description}
          label="Short description (shown on the blog list)"
          multiline
          hint={MARKDOWN_HINT}
        />
        <TextField field={fields.description} label="Body" multiline hint={MARKDOWN_HINT} />
        <div className="field" data-invalid={cover.errors?.length ? "true" : undefined}>
          <label htmlFor={cover.id}>
            Cover image{" "}
            <span className="field__optional">
              (JPEG, PNG or WebP, up to 5 MB{coverSrc ? "; leave empty to keep the current one" : ""})
            </span>
          </label>
          {coverSrc ? (
            <img src={coverSrc} alt="The current cover" width={240} height={126} className="desk-editor__cover" />
          ) : null}
          <input {...getInputProps(cover, { type: "file", ariaDescribedBy: cover.errorId })} accept={COVER_ACCEPT} />
          <FieldError id={cover.errorId} errors={cover.errors} />
        </div>
        <TextField
          field={fields.cover_alt}
          label="Cover image description (alt text)"
          hint="What the image shows, for people who cannot see it. Required with a cover."
        />
        <EditorActions published={published} />
      </Form>
      {answer?.preview ? <EditorPreview title={answer.preview.title} html={answer.preview.html} /> : null}
      {post && published ? (
        <Form method="post" className="desk-panel">
          <input type="hidden" name="intent" value="draft" />
          <p>Taking the post off the site removes it from the blog, the feed and the sitemap at once.</p>
          <button type="submit" className="desk-button desk-button--danger">
            Take off the site
          </button>
        </Form>
      ) : null}
    </>
  );
}
