/* global process, setImmediate */
// Preloaded into a site process by a test (node --import): on SIGUSR2 it rejects a promise that
// nothing handles, as a forgotten await in a timer or an event handler would, to see what the site does.
process.on("SIGUSR2", () => {
  setImmediate(() => {
    void Promise.reject(new Error("rejected outside any request (test)"));
  });
});
