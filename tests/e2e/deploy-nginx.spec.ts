import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { freePort, startSite, type SiteProcess } from "../../scripts/site-process";
import { expect, test } from "./fixtures";

// deploy/nginx.conf.example, run as written (ports, upstream and certificate swapped for a
// throwaway self-signed one) in front of a site configured as docs/operations.md says: TLS ends at
// nginx, the site sees the public name and https, chat sockets upgrade through it, plain HTTP
// and unknown names never reach the site. Needs nginx and openssl (Debian: nginx-light);
// server-side, so it runs once.
const NGINX = "/usr/sbin/nginx";
const NAME = "www.northbridge-lpo.example";
test.describe.configure({ mode: "serial" });
test.describe("server-side behaviour, run once", { tag: "@js-only" }, () => {
  test.skip(!fs.existsSync(NGINX), "nginx is not installed");

  let site: SiteProcess;
  let nginx: ChildProcess;
  let httpsPort: number;
  let httpPort: number;

  test.beforeAll(async () => {
    site = await startSite({ SITE_URL: `https://${NAME}`, TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "1000" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${NAME}`,
        "-keyout",
        `${dir}/key.pem`,
        "-out",
        `${dir}/cert.pem`,
      ],
      { stdio: "ignore" },
    );
    httpsPort = await freePort();
    httpPort = await freePort();
    const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx.conf.example"), "utf8");
    const siteConf = example
      .replace(/^\s*listen \[::\].*\n/gm, "")
      .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
      .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${site.port};`)
      .replaceAll(`/etc/letsencrypt/live/${NAME}/fullchain.pem`, `${dir}/cert.pem`)
      .replaceAll(`/etc/letsencrypt/live/${NAME}/privkey.pem`, `${dir}/key.pem`);
    expect(siteConf).not.toContain("letsencrypt");
    fs.writeFileSync(`${dir}/site.conf`, siteConf);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
      .join(" ");
    fs.writeFileSync(
      `${dir}/nginx.conf`,
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ${temp} include ${dir}/site.conf; }`,
    );
    nginx = spawn(NGINX, ["-c", `${dir}/nginx.conf`, "-g", "daemon off;"], { stdio: "ignore" });
    await expect
      .poll(
        () =>
          get("/healthz").then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await site?.stop();
  });

  /** A request to nginx's TLS port as a browser visiting the public name would make it. */
  function get(
    pathname: string,
    headers: Record<string, string> = {},
    servername = NAME,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          path: pathname,
          servername,
          rejectUnauthorized: false,
          headers: { host: servername, ...headers },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  test("pages pass through with the public name and https; a forged X-Forwarded-Host never reaches the site", async () => {
    const home = await get("/", { "x-forwarded-host": "evil.example", "x-forwarded-for": "203.0.113.7" });
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="https://${NAME}/"`);
    expect(home.body).not.toContain("evil.example");
    expect(home.headers["strict-transport-security"]).toBeTruthy();
    expect(home.headers["content-security-policy"]).toBeTruthy();
  });

  test("the chat socket upgrades through the proxy and answers", async () => {
    // servername (SNI) is handed on to tls.connect, though ws's types do not list it.
    const options: WebSocket.ClientOptions & { servername: string } = {
      servername: NAME,
      rejectUnauthorized: false,
      headers: { host: NAME, origin: `https://${NAME}` },
    };
    const socket = new WebSocket(`wss://127.0.0.1:${httpsPort}/ws/chat`, options);
    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on("open", () => socket.send("What are your office hours?"));
      socket.on("message", (data) => {
        chunks.push(data.toString());
        if (data.toString() === "[END]") resolve();
      });
      socket.on("error", reject);
    });
    socket.close();
    expect(chunks.join("").length).toBeGreaterThan("[END]".length);
  });

  test("plain HTTP redirects to the canonical https name, and an unknown name is refused at the handshake", async () => {
    const response = await fetch(`http://127.0.0.1:${httpPort}/contact?x=1`, {
      headers: { host: "northbridge-lpo.example" },
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`https://${NAME}/contact?x=1`);
    await expect(get("/", {}, "other.example")).rejects.toThrow();
  });
});
