import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

// The e2e server has no SMTP_URL, so it writes each mail to DATA_DIR/outbox as an .eml file.

/** The started server's outbox, or null when the suite tests a server it did not start. */
export function outboxDir(): string | null {
  const dataDir = process.env.E2E_DATA_DIR;
  return dataDir ? path.join(dataDir, 'outbox') : null;
}

/** The set-password link of the newest mail to `to` written since `after`, quoted-printable decoded. */
export async function setLinkMailedTo(to: string, after: number): Promise<string> {
  const dir = outboxDir();
  if (!dir) throw new Error('no outbox: the suite did not start the server');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return undefined;
        const mails = fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml') && fs.statSync(path.join(dir, name)).mtimeMs >= after)
          .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, name), 'utf8')))
          .filter((mail) => new RegExp(`^To: ${to}`, 'm').test(mail));
        link = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/.exec(mails.at(-1) ?? '')?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
