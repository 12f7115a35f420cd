import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  /** The envelope's recipients: who the server was asked to deliver to, whatever the headers say. */
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** How many of the next messages to refuse (451, try again later). */
  refuse: number;
  refused: number;
  /** How many connections senders have opened. */
  connections: number;
  /**
   * While true, a message whose data has arrived waits for its answer until `release()`, as a slow
   * server's would; it is kept (and counted in `received`) when released, whether or not its
   * sender is still connected, as a real server that took the data may deliver it anyway.
   */
  holdData: boolean;
  /** Every message whose data arrived (held or not): each is a copy a real server may deliver. */
  dataArrived: number;
  /** Each message's data is answered (and kept) this long after it arrives (a slow server; 0 = at once). */
  acceptDelayMs: number;
  release: () => void;
  /**
   * While true, the next message's MAIL FROM is answered by closing its connection, as a server whose idle timeout
   * ends the connection just as the sender starts a message on it does (then false again).
   */
  dropAtNextMail: boolean;
  /** Closes every open connection, as a mail server's idle timeout or restart does. */
  dropConnections: () => void;
  /** Connections open right now (a sender that closed or destroyed its socket is gone from it). */
  openConnections: () => number;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package), keeping what it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const held: (() => void)[] = [];
  const sink: Omit<SmtpSink, "url" | "close" | "dropConnections" | "openConnections"> = {
    received: [],
    refuse: 0,
    refused: 0,
    connections: 0,
    holdData: false,
    dataArrived: 0,
    acceptDelayMs: 0,
    dropAtNextMail: false,
    release: () => {
      sink.holdData = false;
      for (const resume of held.splice(0)) resume();
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // The greeting follows at once, as a mail server with its DNS at hand would answer; the reverse
    // lookup of 127.0.0.1 can stall here.
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      sink.connections++;
      callback();
    },
    onMailFrom(_address, session, callback) {
      if (!sink.dropAtNextMail) return callback();
      sink.dropAtNextMail = false;
      for (const connection of server.connections) if (connection.session.id === session.id) connection.close();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // The answer waits on the test's switches (hold, delay, refuse); nothing here can reject.
      const answer = async () => {
        sink.dataArrived++;
        if (sink.holdData) await new Promise<void>((resume) => held.push(resume));
        if (sink.acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, sink.acceptDelayMs));
        if (sink.refuse > 0) {
          sink.refuse--;
          sink.refused++;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      };
      stream.on("end", () => void answer());
    },
  });
  // A sender that dies mid-message (a killed instance) resets its connection; smtp-server reports
  // that as an 'error' event, which would otherwise throw in the test's process. A real mail
  // server carries on serving its other connections, and so does the sink.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    dropConnections: () => {
      for (const connection of server.connections) connection.close();
    },
    openConnections: () => server.connections.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpSink;
}

/** The header block of a raw message, unfolded: one header per line. */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0];
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

/** One part of a multipart message (text/plain or text/html), quoted-printable decoded. */
export function mailPart(raw: string, type: "text/plain" | "text/html"): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const body = raw
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n")
    .split(/\r?\n----_/)[0];
  return Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
    "latin1",
  )
    .toString("latin1")
    .replace(/(%[0-9A-F]{2})+/g, (encoded) => decodeURIComponent(encoded));
}
