import { request, type Agent } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer;
}

/** A GET that keeps the body as it came over the wire (fetch would decompress it). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  agent: Agent | false = false,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // By default a connection of its own: Node 20's global agent keeps sockets alive, and one the
    // shop closed after its keep-alive timeout (5 s, about a row's time) is reset when reused.
    const outgoing = request(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
