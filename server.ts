import crypto from "node:crypto";
import http from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";
import { checkEnvironment, getConfig } from "./app/config/config.server";
import { developmentHooks } from "./server/dev-hooks";
import { exitOnUnhandledErrors } from "./server/fatal-errors";
import { clientFilesInMemory, readClientFiles } from "./server/client-files";
import { closableServer } from "./server/graceful-close";

const problem = checkEnvironment();
if (problem) {
  console.error(problem);
  process.exit(1);
}

// The site's copy (content/): read and validated once, before anything else uses it.
const { siteContent } = await import("./app/content/load-content.server");
try {
  siteContent();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = getConfig();
const { databaseAnswers, migrateToLatest, closeDb } = await import("./app/db/db.server");
const { prepareSite } = await import("./server/prepare-site");
const { startOutboxWorker, stopOutboxWorker } = await import("./app/submissions/delivery.server");
const { startMailWorker, stopMailWorker } = await import("./app/mail/mail.server");
const { attachChatSocket, chatApiRouter } = await import("./server/chat");
const { pageHandler } = await import("./server/page-cache");
const { contentFilesRouter } = await import("./server/content-files");
const { allowedHostNames, refuseCrossSitePosts, refuseUnservableRequests, validateHost, warnOfUntrustedForwarding } =
  await import("./server/request-guards");
const { getSettings } = await import("./app/config/site-settings.server");
const { clientKeyOf } = await import("./app/http/client-address.server");
const { requestContext } = await import("./app/http/request.server");

await migrateToLatest();
await prepareSite();
startOutboxWorker();
startMailWorker();

const build = await import("virtual:react-router/server-build");
const isProduction = config.env === "production";
// Set when `npm run dev` serves the site through Vite (scripts/dev.ts); never in production.
const dev = developmentHooks();

const app = express();
app.disable("x-powered-by");
// Which hops may tell us the client address and protocol (X-Forwarded-*): loopback unless configured.
app.set("trust proxy", config.trustProxy);

const { siteUrl } = getSettings();
// Vite's module URLs (/@fs/… paths are deeper than the guards allow) are answered first; every
// other request, pages included, goes on through the guards.
if (dev) app.use(dev.assets);
// Before the guards, so a request they refuse is in the access log too: one line each, whatever it was.
app.use(
  morgan(isProduction ? "combined" : "dev", {
    skip: (req) => req.url === "/healthz" || !config.logRequests,
  }),
);
app.use(refuseUnservableRequests);

// Monitors and load balancers often ask by IP address; the answer names no host, so any Host will do.
app.get("/healthz", async (_req, res) => {
  const ok = await databaseAnswers();
  res.set("Cache-Control", "no-store");
  res
    .status(ok ? 200 : 503)
    .type("text/plain")
    .send(ok ? "OK" : "database unavailable");
});

const allowedHosts = allowedHostNames(siteUrl, config.allowedHosts);
app.use(validateHost(allowedHosts));
app.use(warnOfUntrustedForwarding());
app.use(compression());

// The build's client folder: fingerprinted assets never change under the same name; the rest is
// public/ as copied by the build. Its text files are answered from memory, compressed at build
// time (decision 0037); express.static answers the rest (pictures, fonts, the video's ranges).
if (!dev) {
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const textFiles = readClientFiles(clientDir);
  const forAYear = "public, max-age=31536000, immutable";
  app.use("/assets", clientFilesInMemory(textFiles, "/assets", forAYear));
  app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
  // The drawings as the pages name them, /illustrations/{name}.svg?v={hash of the file}: a new drawing is a new URL.
  const versionedIllustrations = clientFilesInMemory(textFiles, "/illustrations", forAYear);
  app.use("/illustrations", (req, res, next) =>
    typeof req.query.v === "string" ? versionedIllustrations(req, res, next) : next(),
  );
  app.use(clientFilesInMemory(textFiles, "", "public, max-age=3600"));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
}

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});

// The documents' Content-Security-Policy is set as they are rendered (app/document/csp.server.ts):
// by nonce for a page for one visitor, by script hashes for a page caches may share.
app.use(
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: { maxAge: 63072000, includeSubDomains: true },
  }),
);

// The chat's voice input is the only powerful feature the site uses, and only on our origin.
app.use((_req, res, next) => {
  res.setHeader(
    "Permissions-Policy",
    "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  next();
});

app.use(refuseCrossSitePosts(siteUrl));
app.use("/api/chat", chatApiRouter());
app.use(contentFilesRouter());

// React Router refuses actions whose Origin is not the request's; behind a proxy that rewrites
// Host, the browser's Origin is SITE_URL's (refuseCrossSitePosts has already vouched for it).
const allowedActionOrigins = [new URL(siteUrl).host];
app.use(
  pageHandler({
    build: dev
      ? async () => ({ ...(await dev.serverBuild()), allowedActionOrigins })
      : { ...build, allowedActionOrigins },
    loadContext: (req, res) =>
      requestContext({ cspNonce: res.locals.cspNonce as string, clientAddress: clientKeyOf(req) }),
    ttlMs: isProduction ? config.pageCacheTtlMs : 0,
    mode: config.env,
  }),
);

// Express 5 hands every rejected promise here. A client's own mistake keeps its 4xx; anything
// else is ours — a locked or unreachable database, a full disk — and is answered "try again".
app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
  const status =
    typeof error === "object" && error && "status" in error && typeof error.status === "number" ? error.status : 500;
  if (status >= 500) console.error(`${req.method} ${req.path} failed:`, error instanceof Error ? error.message : error);
  if (res.headersSent) return next(error);
  if (status < 500) return res.status(status).type("text/plain").send("Bad request");
  res
    .status(503)
    .set({ "Retry-After": "5", "Cache-Control": "no-store" })
    .type("text/plain")
    .send("The site is briefly unavailable. Please try again in a moment.");
});

exitOnUnhandledErrors();

const server = http.createServer(app);
server.keepAliveTimeout = config.keepAliveMs;
const closable = closableServer(server);
const chatSocket = attachChatSocket(server, { trust: app.get("trust proxy fn"), siteUrl, allowedHosts });

// A port another process holds is fatal: without this the error would only be logged above and
// the process would live on, serving nothing.
server.once("error", (error) => {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Site ready on http://localhost:${port}`);
});

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing in-flight requests`);
  for (const client of chatSocket.clients) client.close(1001, "Server restarting");
  closable.close(() => {
    Promise.all([stopOutboxWorker(), stopMailWorker()])
      .then(() => closeDb())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("shutdown:", error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  });
  setTimeout(() => {
    console.error("Shutdown timed out after 10 s; exiting");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
