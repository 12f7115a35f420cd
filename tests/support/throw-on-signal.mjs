/* global process, setImmediate */
// Preloaded into a site process by a test (node --import): on SIGUSR2 it throws outside any
// request or promise, as a bug in a timer or an event handler would, to see what the site does.
process.on("SIGUSR2", () => {
  setImmediate(() => {
    throw new Error("thrown outside any request (test)");
  });
});
