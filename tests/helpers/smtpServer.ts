/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that requires a login and keeps the
 * messages it accepts, decoded to text, so tests can read what Refugio sent.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string };

export type TestSmtpServer = {
  port: number;
  user: string;
  password: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail accepted (or one already waiting). */
  nextMail(): Promise<ReceivedMail>;
  /** SMTP settings that reach this server, as the REST payload (snake_case). */
  settingsJson(): Record<string, unknown>;
  close(): Promise<void>;
};

export async function startSmtpServer({ user = "buzon", password = "clave-smtp" } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    // Plain SMTP with AUTH on the loopback only; no STARTTLS, so no certificate is involved.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...decodeMessage(Buffer.concat(chunks).toString("utf8")),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else mails.push(mail);
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    user,
    password,
    mails,
    nextMail: () => {
      const ready = mails.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    settingsJson() {
      return {
        smtp_host: "127.0.0.1",
        smtp_port: port,
        smtp_user: user,
        smtp_password: password,
        smtp_ssl: false,
        remitente_email: "refugio@refugio.test",
        remitente_nombre: "Refugio Municipal",
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Subject and text body of a single-part message as nodemailer writes it (quoted-printable or base64). */
function decodeMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeEncodedWords(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(body: string): string {
  const escaped = body.replace(/=\r\n/g, "").replace(/%/g, "%25");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`));
}

/** RFC 2047 words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) in headers. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
