import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server accepted, decoded for assertions. */
export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
};

export type SmtpSink = {
  host: string;
  port: number;
  /** What to put in the shop's environment to send here. */
  env: Record<string, string>;
  messages: ReceivedEmail[];
  /** The next `times` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext: (times?: number) => void;
  close: () => Promise<void>;
};

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_m, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** A single-part text message (what the shop sends) split into its decoded subject and text. */
export function parseEmail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return {
    subject: decodeWords(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding') || '7bit').replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server on a local port (the `smtp-server` package) that keeps what it receives:
 * the shop's email tests send through nodemailer to it, nothing leaves the machine.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedEmail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseEmail(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    messages,
    refuseNext(times = 1) {
      refusals = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
