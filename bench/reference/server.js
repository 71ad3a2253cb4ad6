// The plain React Router reference: the app in this folder, built by the bench (`buildReference`
// in bench/lib/servers.ts) into bench/.tmp/reference, served as the shop serves its pages —
// Express, React Router's request handler, the shop's compression — with nothing else: no
// database, middleware, translations or site frame. What the shop's uncached pages are weighed
// against in bench/REPORT.md.
//   node bench/reference/server.js
// It listens on a free loopback port and sends that port to its parent over IPC.
const { app } = await import(new URL("../.tmp/reference/server/index.js", import.meta.url).href);

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
