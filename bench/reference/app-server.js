import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { compressAnswers } from "../../server/compress-answers.js";

// The server bundle's entry, as the shop's server/app.ts is: the Express app with React Router's
// request handler, bundled with the routes so that both use the one production build of React
// Router. server.js listens with it.
export const app = express();
app.disable("x-powered-by");
app.use(compressAnswers());
// The bench settles every server between rows by asking for /api/health (bench/run.ts): answered
// here, so that its wait is not a 404 rendered and logged with a stack trace.
app.get("/api/health", (_request, response) => {
  response.json({ status: "ok" });
});
app.use(createRequestHandler({ build, mode: "production" }));
