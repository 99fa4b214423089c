import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with a 451 (try again later). */
  failing: boolean;
  close(): Promise<void>;
};

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { failing: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Probeer het later nog eens'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    received,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A file the message carried: its name, MIME type (with parameters) and content as text. */
export type ParsedAttachment = { filename: string; contentType: string; content: string };

/** A received message taken apart: its headers (decoded), its plain-text and HTML parts, its attachments. */
export type ParsedMail = {
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
  attachments: ParsedAttachment[];
};

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

type Entity = { headers: Record<string, string>; body: string };

/** The leaf entities of a MIME entity, nested multiparts (mixed around alternative) opened. */
function leavesOf(entity: Entity): Entity[] {
  const boundary = /boundary="?([^";]+)"?/.exec(entity.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [entity];
  const leaves: Entity[] = [];
  for (const part of entity.body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    leaves.push(...leavesOf(splitEntity(part.replace(/^\r\n/, ''))));
  }
  return leaves;
}

/** Takes a message as the SMTP server received it apart (enough MIME for Koers' own mail). */
export function parseMail(data: string): ParsedMail {
  const message = splitEntity(data);
  const parsed: ParsedMail = { headers: message.headers, text: null, html: null, attachments: [] };
  for (const entity of leavesOf(message)) {
    const type = entity.headers['content-type'] ?? 'text/plain';
    const content = decodeBody(entity.headers, entity.body).replace(/\r\n/g, '\n').replace(/\n$/, '');
    const filename = /filename="?([^";]+)"?/.exec(entity.headers['content-disposition'] ?? '')?.[1];
    if (filename) parsed.attachments.push({ filename, contentType: type, content });
    else if (type.startsWith('text/html')) parsed.html = content;
    else if (type.startsWith('text/plain')) parsed.text = content;
  }
  return parsed;
}
