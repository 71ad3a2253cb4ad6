// The ceiling: a bare node:http server answering one fixed page, the same bytes for every
// request. Run as a child process (so it does not share a thread with the load generator):
//   node bench/lib/bare-server.js <body-file> [content-encoding]
// With an encoding (br) it sends the file as that encoding: the bytes the shop sends for a page.
// It listens on a free loopback port and sends that port to its parent over IPC.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2]);
const encoding = process.argv[3];
const headers = {
  "content-type": "text/html; charset=utf-8",
  "content-length": body.length,
  ...(encoding ? { "content-encoding": encoding, vary: "Accept-Encoding" } : {}),
};

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
