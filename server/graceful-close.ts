import type http from "node:http";
import type { Duplex } from "node:stream";
import onHeaders from "on-headers";

/**
 * Lets `close()` stop the server as soon as its requests in flight are answered. Node's own
 * `server.close()` closes connections that sit idle after a request, but one that has not sent a
 * request yet (browsers open such a spare connection ahead of need) and one whose request is
 * answered after the close stay open until the client hangs up, so a restart waited out the whole
 * shutdown limit and exited as if it had failed.
 */
export function closableServer(server: http.Server) {
  const requestsInFlight = new Map<Duplex, number>();
  const responsesInFlight = new Set<http.ServerResponse>();
  let closing = false;

  server.on("connection", (socket: Duplex) => {
    requestsInFlight.set(socket, 0);
    socket.once("close", () => requestsInFlight.delete(socket));
  });
  // The chat socket closes its own connections, with a close frame the client is owed.
  server.on("upgrade", (request: http.IncomingMessage) => requestsInFlight.delete(request.socket));
  // Ahead of the site's own listener, which may answer at once.
  server.prependListener("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
    responsesInFlight.add(response);
    if (closing) response.setHeader("Connection", "close");
    // Answered before its body has all arrived (a form refused unread, a 404 to an upload): the
    // connection is not reused. A client that stopped sending the rest on our answer and sent its
    // next request on the same connection was read as the rest of the old body, and waited for a
    // reset.
    // A request without a body is whole once its headers are read, though Node marks it complete
    // only after the answer that came at once (a file from memory) was started.
    onHeaders(response, () => {
      if (hasBody(request) && !request.complete) response.setHeader("Connection", "close");
    });
    response.once("close", () => {
      responsesInFlight.delete(response);
      const left = (requestsInFlight.get(socket) ?? 1) - 1;
      if (requestsInFlight.has(socket)) requestsInFlight.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });

  return {
    /** Stops listening, answers the requests in flight, closes every other connection; `done` runs once all are closed. */
    close(done: () => void) {
      closing = true;
      server.close(() => done());
      for (const response of responsesInFlight) if (!response.headersSent) response.setHeader("Connection", "close");
      for (const [socket, inFlight] of requestsInFlight) {
        if (inFlight === 0) socket.destroy();
      }
    },
  };
}

const hasBody = (request: http.IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
