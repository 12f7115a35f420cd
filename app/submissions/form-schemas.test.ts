import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { applicationSchema, contactSchema } from "./form-schemas";
import { RESUME_TOO_LARGE } from "./resume-rules";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

describe("contact schema", () => {
  it("requires name, email, number and comment and reads the checkbox", () => {
    const ok = parseWithZod(form({ name: "A", email: "a@example.com", number: "x", comment: "hi", saveInfo: "on" }), {
      schema: contactSchema,
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.saveInfo).toBe(true);
    const bad = parseWithZod(form({ name: " ", email: "a@b", number: "", comment: "" }), { schema: contactSchema });
    expect(bad.status).toBe("error");
    expect(bad.reply().error).toMatchObject({
      name: ["Name is required."],
      number: ["Phone number is required."],
      comment: ["Message is required."],
    });
  });
});

describe("application schema", () => {
  const base = { name: "A", email: "a@example.com", phone: "1", comment: "c" };
  it("refuses the too-large marker with the product's wording", () => {
    const result = parseWithZod(form({ ...base, resume: RESUME_TOO_LARGE }), { schema: applicationSchema });
    expect(result.reply().error?.resume).toEqual(["Resume file size cannot exceed 5 MB."]);
  });
  it("refuses a file over 5 MB and a file that is not PDF, DOC or DOCX", () => {
    const big = form(base);
    big.append("resume", new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf"));
    expect(parseWithZod(big, { schema: applicationSchema }).reply().error?.resume).toEqual([
      "Resume file size cannot exceed 5 MB.",
    ]);
    const exe = form(base);
    exe.append("resume", new File(["MZ"], "tool.exe"));
    expect(parseWithZod(exe, { schema: applicationSchema }).reply().error?.resume).toEqual([
      "Resume must be a PDF, DOC or DOCX file.",
    ]);
  });
  it("accepts no resume and no experience", () => {
    expect(parseWithZod(form(base), { schema: applicationSchema }).status).toBe("success");
  });
});
