import { createServer, type Server, type Socket } from "node:net";

/** A message the fake SMTP server accepted: its envelope and raw data. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The Message-ID header (the outbox's `<id@sweettrip.outbox>`). */
  messageId: string | null;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no AUTH) for the shop's deliverer to hand it
 * e-mails over a real socket: every message it accepts is kept in `received`, so a test counts
 * what was really sent, and how often.
 */
export async function startFakeSmtp(port: number, host = "127.0.0.1"): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "", messageId: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mail.messageId = /^message-id:\s*(.+)$/im.exec(mail.data)?.[1]?.trim() ?? null;
            received.push(mail);
            mail = { from: "", to: [], data: "", messageId: null };
            reply("250 queued");
          } else {
            mail.data += `${line.startsWith("..") ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          mail.from = line.slice(10).trim();
          reply("250 ok");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).trim());
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "", messageId: null };
          reply("250 ok");
        } else if (verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 not implemented");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
