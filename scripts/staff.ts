/**
 * Staff accounts of the desk (/staff), on the site's own database (DATA_DIR / DATABASE_URL),
 * while the site runs: the site reads accounts and sessions from the database on every request.
 * The desk's team page does all of this too; the command line is for the first account and for
 * automation.
 *   npm run staff -- add <email> [--role admin|staff|recruiter]   new account (an admin unless told otherwise)
 *   npm run staff -- reset <email>    new password and new two-step secret; signs it out everywhere
 *   npm run staff -- remove <email>   deletes the account and its sessions
 *   npm run staff -- list             accounts, roles, two-step state and open sessions
 *   npm run staff -- invite <email> --role admin|staff|recruiter   prints a one-time invitation link (48 hours)
 * add and reset read the password from the terminal without showing it (typed twice), or as the
 * first line of standard input when that is not a terminal; they print the authenticator's
 * otpauth:// URI and its secret once, and on a terminal its QR code too.
 */
import readline from "node:readline";
import { closeDb, db } from "../app/db/db.server";
import {
  addStaffUser,
  listStaffUsers,
  removeStaffUser,
  resetStaffUser,
  type Enrolment,
} from "../app/staff-auth/staff.server";
import { staffEmail } from "../app/staff-auth/forms";
import { inviteColleague } from "../app/staff-auth/invitations.server";
import { isStaffRole, ROLE_LABELS } from "../app/staff-auth/roles";
import { terminalQrCode } from "../app/staff-auth/two-factor.server";
import { printable } from "../app/desk/submission-format";
import { passwordProblem } from "./password-policy";

const usage = [
  "usage: npm run staff -- add <email> [--role admin|staff|recruiter]",
  "       npm run staff -- reset <email>",
  "       npm run staff -- remove <email>",
  "       npm run staff -- list",
  "       npm run staff -- invite <email> --role admin|staff|recruiter",
  "add and reset ask for the password on a terminal, or read it as the first line of standard input.",
].join("\n");

const NO_PASSWORD =
  "A password is needed on standard input: its first line is the password (for example: printf '%s\\n' \"$PASSWORD\" | npm run staff -- add <email>), or run the command in a terminal to be asked for it.";

function parseArguments(argv: string[]) {
  const [command, ...rest] = argv;
  const roleAt = rest.indexOf("--role");
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  const positional = rest.filter((_, i) => roleAt < 0 || (i !== roleAt && i !== roleAt + 1));
  return { command, email: positional[0], role, roleGiven: roleAt >= 0, extra: positional.slice(1) };
}

async function firstLineOfStdin(): Promise<string | null> {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, "");
  }
  return null;
}

/** Reads a line from the terminal without echoing it; null when the person pressed Ctrl-C or Ctrl-D. */
function promptHidden(prompt: string): Promise<string | null> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    // Echo off before the prompt shows, so nothing typed after it is ever echoed.
    stdin.setRawMode(true);
    process.stdout.write(prompt);
    stdin.setEncoding("utf8");
    stdin.resume();
    let typed = "";
    const finish = (value: string | null) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      resolve(value);
    };
    function onData(chunk: string) {
      // Arrow keys and other escape sequences are not part of a password.
      // eslint-disable-next-line no-control-regex -- the escape character is exactly what is matched
      for (const char of chunk.replace(/\u001b\[[0-9;]*[A-Za-z~]/g, "")) {
        if (char === "\r" || char === "\n") return finish(typed);
        if (char === "\u0003" || char === "\u0004") return finish(null);
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (char === "\u0015") typed = "";
        else if (char >= " ") typed += char;
      }
    }
    stdin.on("data", onData);
  });
}

/** The new password: asked twice on a terminal, else the first line of standard input. */
async function readPassword(email: string): Promise<string | { error: string; code: number }> {
  if (!process.stdin.isTTY) {
    const line = await firstLineOfStdin();
    return line ? line : { error: NO_PASSWORD, code: 1 };
  }
  console.log(`Choose a password for ${email}: at least 12 characters; it is not shown as you type.`);
  for (;;) {
    const first = await promptHidden("Password: ");
    if (first === null) return { error: "Stopped: no account was changed.", code: 130 };
    const problem = passwordProblem(first, email);
    if (problem) {
      console.log(problem);
      continue;
    }
    const again = await promptHidden("The same password again: ");
    if (again === null) return { error: "Stopped: no account was changed.", code: 130 };
    if (again === first) return first;
    console.log("The two passwords are not the same; try again.");
  }
}

async function printEnrolment(enrolment: Enrolment) {
  console.log("Add the two-step code to an authenticator app now; it is not shown again.");
  if (process.stdout.isTTY) {
    console.log("Scan this QR code with the app:");
    console.log(await terminalQrCode(enrolment.uri));
    console.log("Or open this address on the phone, or type the secret into the app:");
  }
  console.log(`  ${enrolment.uri}`);
  console.log(`  secret: ${enrolment.secret}`);
}

async function databaseReady(): Promise<boolean> {
  return db
    .selectFrom("staff_users")
    .select(["id", "role"])
    .limit(1)
    .execute()
    .then(() => true)
    .catch(() => false);
}

async function list(): Promise<number> {
  const users = await listStaffUsers();
  if (!users.length) console.log("No staff accounts.");
  for (const user of users) {
    const state = user.deactivated_at ? "deactivated" : "active";
    const twoStep = user.two_factor_reset_at
      ? "two-step sign-in reset (waiting to be set up again)"
      : "two-step sign-in set up";
    const lastSignIn = user.last_sign_in_at ? `last sign-in ${user.last_sign_in_at}` : "never signed in";
    console.log(
      `${printable(user.email)}  ${ROLE_LABELS[user.role]}  ${state}  ${twoStep}  ${lastSignIn}  created ${user.created_at}  open sessions: ${user.sessions}`,
    );
  }
  return 0;
}

async function main(): Promise<number> {
  if (!(await databaseReady())) {
    console.error(
      "This database is not set up for staff accounts yet: start the site once on it (it migrates the database), then run this again.",
    );
    return 1;
  }
  const args = parseArguments(process.argv.slice(2));
  if (args.command === "list" && !args.email) return list();
  const email = staffEmail.safeParse(args.email ?? "");
  const role = args.role ?? (args.command === "add" ? "admin" : undefined);
  const knownCommand = ["add", "reset", "remove", "invite"].includes(args.command ?? "");
  const roleFits = args.command === "add" || args.command === "invite" ? isStaffRole(role) : !args.roleGiven;
  if (!knownCommand || !email.success || !roleFits || args.extra.length) {
    console.error(usage);
    return 2;
  }
  const address = email.data;
  if (args.command === "remove") {
    const removed = await removeStaffUser(address);
    console.log(removed ? `Removed ${address}; its sessions have ended.` : `No account ${address}.`);
    return removed ? 0 : 1;
  }
  if (args.command === "invite" && isStaffRole(role)) {
    if (!process.env.SITE_URL)
      console.error(
        "Note: SITE_URL is not set, so the link below uses the default site address; set SITE_URL to the desk's address.",
      );
    const invited = await inviteColleague({ actor: "command line", ip: "" }, address, role, { mail: false });
    if (!invited.ok) {
      console.error(`${address} already has an account.`);
      return 1;
    }
    console.log(
      `Invitation for ${invited.email} as ${ROLE_LABELS[role]}${invited.replaced ? " (the earlier link no longer works)" : ""}.`,
    );
    console.log("Give them this link; it works once, for 48 hours:");
    console.log(`  ${invited.link}`);
    return 0;
  }
  const password = await readPassword(address);
  if (typeof password !== "string") {
    console.error(password.error);
    return password.code;
  }
  const problem = passwordProblem(password, address);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if (args.command === "add" && isStaffRole(role)) {
    const enrolment = await addStaffUser(address, password, role);
    if (!enrolment) {
      console.error(
        `${address} already has an account (npm run staff -- reset ${address} gives it a new password and code).`,
      );
      return 1;
    }
    console.log(`Added ${enrolment.email} as ${ROLE_LABELS[role]}.`);
    await printEnrolment(enrolment);
    return 0;
  }
  const enrolment = await resetStaffUser(address, password);
  if (!enrolment) {
    console.error(`No account ${address}.`);
    return 1;
  }
  console.log(`Reset ${enrolment.email}: new password and two-step code; every session of it has ended.`);
  await printEnrolment(enrolment);
  return 0;
}

try {
  process.exitCode = await main();
} finally {
  await closeDb();
}
