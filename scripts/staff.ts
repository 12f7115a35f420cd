/**
 * Staff accounts of the desk (/staff), on the site's own database (DATA_DIR / DATABASE_URL),
 * while the site runs: the site reads accounts and sessions from the database on every request.
 *   npm run staff -- add <email>      new account; password = first line of standard input
 *   npm run staff -- reset <email>    new password (stdin) and new two-step secret; signs it out everywhere
 *   npm run staff -- remove <email>   deletes the account and its sessions
 *   npm run staff -- list             accounts and their open sessions
 * add and reset print the authenticator's otpauth:// URI and its secret once.
 */
import readline from "node:readline";
import { z } from "zod";
import { closeDb, db } from "../app/db/db.server";
import { addStaffUser, listStaffUsers, removeStaffUser, resetStaffUser, type Enrolment } from "../app/staff-auth/staff.server";
import { printable } from "../app/desk/submission-format";
import { passwordProblem } from "./password-policy";

const [command, emailArg] = process.argv.slice(2);
const usage = "usage: npm run staff -- add|reset|remove <email>, or npm run staff -- list (the password is the first line of standard input)";

async function firstLineOfStdin(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, "");
  }
  return "";
}

function printEnrolment(enrolment: Enrolment) {
  console.log("Add the two-step code to an authenticator app now; it is not shown again:");
  console.log(`  ${enrolment.uri}`);
  console.log(`  secret: ${enrolment.secret}`);
}

async function main(): Promise<number> {
  const ready = await db
    .selectFrom("staff_users")
    .select("id")
    .limit(1)
    .execute()
    .then(() => true)
    .catch(() => false);
  if (!ready) {
    console.error("This database is not set up for staff accounts yet: start the site once on it (it migrates the database), then run this again.");
    return 1;
  }
  if (command === "list") {
    const users = await listStaffUsers();
    if (!users.length) console.log("No staff accounts.");
    for (const user of users) console.log(`${printable(user.email)}  created ${user.created_at}  open sessions: ${user.sessions}`);
    return 0;
  }
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .max(254)
    .safeParse(emailArg ?? "");
  if (!["add", "reset", "remove"].includes(command ?? "") || !email.success) {
    console.error(usage);
    return 2;
  }
  if (command === "remove") {
    const removed = await removeStaffUser(email.data);
    console.log(removed ? `Removed ${email.data}; its sessions have ended.` : `No account ${email.data}.`);
    return removed ? 0 : 1;
  }
  const password = await firstLineOfStdin();
  const problem = passwordProblem(password, email.data);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if (command === "add") {
    const enrolment = await addStaffUser(email.data, password);
    if (!enrolment) {
      console.error(`${email.data} already has an account (npm run staff -- reset ${email.data} gives it a new password and code).`);
      return 1;
    }
    console.log(`Added ${enrolment.email}.`);
    printEnrolment(enrolment);
    return 0;
  }
  const enrolment = await resetStaffUser(email.data, password);
  if (!enrolment) {
    console.error(`No account ${email.data}.`);
    return 1;
  }
  console.log(`Reset ${enrolment.email}: new password and two-step code; every session of it has ended.`);
  printEnrolment(enrolment);
  return 0;
}

try {
  process.exitCode = await main();
} finally {
  await closeDb();
}
