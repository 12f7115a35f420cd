import { fold } from "~/text/normalise";
import { RESUME_MAX_BYTES } from "~/submissions/resume-rules";
import { link } from "../phrases.server";
import { jobAskedAbout } from "./careers";
import { fact, page, t, type Answerer } from "./context";
import { closingSentence } from "./job-dates";

/** How to apply: the form, its resume limit and formats, one job at a time, and the opening's closing date. */
const FILE_TYPE = /\b(pdf|docx?|word|file ?types?|formats?|formatos?|tipos? de archivo|type de fichier|extensions?)\b/;

const MANY_JOBS =
  /\b(2|3|two|three|both|several|multiple|more than one|many|at once|dos|tres|varias|varios|ambos|deux|trois|plusieurs)\b.{0,40}\b(jobs?|positions?|openings?|roles?|vacantes?|puestos?|postes?|offres?|at once|a la vez|en meme temps)\b/;

const ALSO =
  /\b(also|as well|at the same time|simultaneously|tambien|al mismo tiempo|a la vez|aussi|egalement|en meme temps)\b|\btoo\s*($|[?.!,]|\bwhile\b)/;

export const apply: Answerer = (ctx) => {
  const job = jobAskedAbout(ctx);
  if (job) ctx.state.job = job.slug;
  const where = job ? link(job.name, job.link) : page(ctx, "careers");
  const j = ctx.q.jobs;
  // "My resume is a 7mb pdf, is that ok?": the form's limit, said plainly.
  // Asked of the file, anywhere in the message ("can I send a pdf? it's 8mb"): what the form takes.
  const size = /(\d+(?:[.,]\d+)?)\s*(mb|mo|megas?|megabytes?)\b/i.exec(ctx.message.text);
  const limit = RESUME_MAX_BYTES / 1024 / 1024;
  const format = FILE_TYPE.test(fold(ctx.message.text)) ? `${t(ctx, "job.resumeFormats", { limit })} ` : "";
  // ("Can i apply for case manager AND the PI one at the same time? also my resume is 7mb": both answered.)
  const many = MANY_JOBS.test(fold(ctx.part.raw)) || ALSO.test(fold(ctx.part.raw));
  const oneAtATime = many ? `${t(ctx, "answer.no")} ${j.oneJobAtATime} ` : "";
  if (size) {
    const mb = Number(size[1].replace(",", "."));
    return fact(
      `${oneAtATime}${format}${t(ctx, mb > limit ? "job.resumeTooLarge" : "job.resumeSizeOk", { mb: size[1], limit })} ${where}`,
    );
  }
  if (format) return fact(`${format}${j.oneJobAtATime} ${where}`);
  // "Can I apply for two jobs at once?": the rule first.
  if (MANY_JOBS.test(fold(ctx.part.raw))) return fact(`${j.oneJobAtATime} ${j.howToApply} ${where}`);
  // "How do i apply? can i also apply for the case manager one at the same time": no, beside the steps already given.
  if (ALSO.test(fold(ctx.part.raw))) {
    const steps = ctx.message.parts.length > 1 ? "" : ` ${j.howToApply}`;
    return fact(`${t(ctx, "answer.no")} ${j.oneJobAtATime}${steps} ${where}`);
  }
  const closes = job ? `${closingSentence(ctx, job)} ` : "";
  return fact(`${j.howToApply} ${j.assessment} ${j.oneJobAtATime} ${closes}${where}`);
};
