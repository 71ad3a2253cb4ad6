// The plain React Router reference: the app in this folder, built by the bench (`buildReference`
// in bench/lib/servers.ts) into bench/.tmp/reference, served as the shop serves its pages —
// Express, React Router's request handler, the shop's compression — with nothing else: no
// database, middleware, translations or site frame. What the shop's uncached pages are weighed
// against in bench/REPORT.md.
//   node bench/reference/server.js
// It listens on a free loopback port and sends that port to its parent over IPC.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { compressAnswers } from "../../server/compress-answers.js";

const build = await import(new URL("../.tmp/reference/server/index.js", import.meta.url).href);
const app = express();
app.disable("x-powered-by");
app.use(compressAnswers());
// The bench settles every server between rows by asking for /api/health (bench/run.ts): answered
// here, so that its wait is not a 404 rendered and logged with a stack trace.
app.get("/api/health", (_request, response) => {
  response.json({ status: "ok" });
});
app.use(createRequestHandler({ build, mode: "production" }));

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
