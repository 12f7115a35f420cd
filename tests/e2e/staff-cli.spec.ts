import { spawn } from "node:child_process";
import fs from "node:fs";
import QRCode from "qrcode";
import { siteCommand, startSite, type SiteProcess } from "../../scripts/site-process";
import { waitFor } from "../support/concurrency";
import { staffCli } from "../support/staff";
import { expect, test } from "./fixtures";

// The staff command line, for the first account and for automation: on a fresh site, without a
// terminal (standard input is a pipe) and on a pseudo-terminal made by util-linux `script`.
// Server behaviour, run once.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.describe("server behaviour, run once", { tag: "@js-only" }, () => {
  let site: SiteProcess;
  let env: Record<string, string>;
  const PASSWORD = "tangerine orbit 4 maple kite";

  test.beforeAll(async () => {
    site = await startSite();
    env = { DATA_DIR: site.dataDir, SITE_URL: site.url };
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("without a terminal: no input says a password is needed on standard input; the first account is an admin; invite prints a one-time link", async () => {
    for (const stdin of ["", "\n", "\r\n"]) {
      const result = await staffCli(["add", "first@northbridge-lpo.example"], env, stdin);
      expect(result.code, JSON.stringify(stdin)).toBe(1);
      expect(result.stderr).toContain("A password is needed on standard input");
      expect(result.stdout).toBe("");
    }
    expect((await staffCli(["list"], env)).stdout).toBe("No staff accounts.\n");

    const first = await staffCli(["add", "first@northbridge-lpo.example"], env, `${PASSWORD}\n`);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Added first@northbridge-lpo.example as Admin.");
    // Not a terminal: the URI and the secret, no QR code drawn in block characters.
    expect(first.stdout).toMatch(/otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    expect(first.stdout).not.toContain("▄");
    const recruiter = await staffCli(
      ["add", "rec@northbridge-lpo.example", "--role", "recruiter"],
      env,
      `${PASSWORD}\n`,
    );
    expect(recruiter.stdout).toContain("as Recruiter.");
    const list = (await staffCli(["list"], env)).stdout;
    expect(list).toMatch(
      /^first@northbridge-lpo\.example {2}Admin {2}active {2}two-step sign-in set up {2}never signed in/m,
    );
    expect(list).toMatch(/^rec@northbridge-lpo\.example {2}Recruiter {2}active/m);

    for (const args of [
      ["add", "x@northbridge-lpo.example", "--role", "owner"],
      ["invite", "x@northbridge-lpo.example"],
      ["invite", "x@northbridge-lpo.example", "--role"],
      ["reset", "x@northbridge-lpo.example", "--role", "admin"],
      ["add", "not-an-address"],
    ]) {
      const result = await staffCli(args, env, `${PASSWORD}\n`);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("usage: npm run staff -- add <email> [--role admin|staff|recruiter]");
    }

    const invited = await staffCli(["invite", "New@Northbridge-LPO.example", "--role", "staff"], env);
    expect(invited.code).toBe(0);
    expect(invited.stdout).toContain("Invitation for new@northbridge-lpo.example as Staff.");
    const link = /\n {2}(\S+)\n$/.exec(invited.stdout)![1];
    expect(link).toMatch(new RegExp(`^${site.url}/staff/invite/[A-Za-z0-9_-]{43}$`));
    expect(await (await fetch(link)).text()).toContain("with the role <strong>Staff</strong>");
    const again = await staffCli(["invite", "new@northbridge-lpo.example", "--role", "recruiter"], env);
    expect(again.stdout).toContain("(the earlier link no longer works)");
    expect((await fetch(link)).status).toBe(404);
    expect((await fetch(/\n {2}(\S+)\n$/.exec(again.stdout)![1])).status).toBe(200);
    const existing = await staffCli(["invite", "first@northbridge-lpo.example", "--role", "staff"], env);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain("first@northbridge-lpo.example already has an account.");
  });

  /** Runs the staff command on a pseudo-terminal (`script`), typing as a person does once each prompt shows. */
  function onTerminal(args: string[]) {
    const command = [process.execPath, ...siteCommand("staff", args)]
      .map((part) => `'${part.replace(/'/g, "'\\''")}'`)
      .join(" ");
    const child = spawn("script", ["-qec", command, "/dev/null"], {
      env: { ...process.env, ...env, TERM: "xterm" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    // Decoded as a stream: a QR block character's three bytes may arrive split across two chunks.
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    return {
      output: () => output,
      exited,
      /** Waits for the `count`-th appearance of a prompt, then types a line. */
      async answer(prompt: string, count: number, line: string) {
        await waitFor(() => output.split(prompt).length - 1 >= count, 20_000, `prompt ${prompt} #${count}`);
        child.stdin.write(`${line}\r`);
      },
      interrupt: () => child.stdin.write("\u0003"),
    };
  }

  test("on a terminal: the password is asked for twice without being shown, a weak or mistyped one asked again; the QR code of the URI is printed with it", async () => {
    test.skip(!fs.existsSync("/usr/bin/script"), "needs util-linux script for a pseudo-terminal");
    const run = onTerminal(["add", "tty@northbridge-lpo.example", "--role", "staff"]);
    await run.answer("Password: ", 1, "short");
    await run.answer("Password: ", 2, "a first long passphrase 1");
    await run.answer("The same password again: ", 1, "not the same passphrase 2");
    await run.answer("Password: ", 3, PASSWORD);
    await run.answer("The same password again: ", 2, PASSWORD);
    expect(await run.exited).toBe(0);
    const output = run.output().replace(/\r\n/g, "\n");
    for (const typed of ["short", "a first long passphrase 1", "not the same passphrase 2", PASSWORD])
      expect(output).not.toContain(typed);
    expect(output).toContain("The password must have at least 12 characters.");
    expect(output).toContain("The two passwords are not the same; try again.");
    expect(output).toContain("Added tty@northbridge-lpo.example as Staff.");
    const uri = /\n {2}(otpauth:\/\/\S+)\n/.exec(output)![1];
    // The code drawn is the URI's own: the same library draws it again here from the printed URI
    // (compared as the block characters a terminal shows, colours aside).
    // eslint-disable-next-line no-control-regex -- terminal colour sequences are what is set aside
    const shown = (text: string) => text.replace(/\r\n/g, "\n").replace(/\u001b\[[0-9;]*m/g, "");
    const expected = shown(
      await QRCode.toString(uri, { type: "terminal", small: true, errorCorrectionLevel: "M" }),
    ).trimEnd();
    await test.info().attach("terminal output", { body: run.output(), contentType: "text/plain" });
    expect(shown(output)).toContain(expected);
    expect(expected.split("\n").length).toBeGreaterThan(20);
    expect(output.indexOf("Scan this QR code")).toBeLessThan(output.indexOf(uri));
    // The account works with the password typed on the terminal.
    const signIn = await fetch(`${site.url}/staff/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", email: "tty@northbridge-lpo.example", password: PASSWORD }),
    });
    expect(signIn.headers.get("location")).toBe("/staff/sign-in");

    // Ctrl-C at the prompt stops without a change.
    const stopped = onTerminal(["reset", "tty@northbridge-lpo.example"]);
    await waitFor(() => stopped.output().includes("Password: "), 20_000, "the prompt");
    stopped.interrupt();
    expect(await stopped.exited).toBe(130);
    expect(stopped.output()).toContain("Stopped: no account was changed.");
  });
});
