import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Writes each mail as an RFC 822 .eml file (any mail client opens it) under `dir`: composed by
 * nodemailer exactly as SMTP would send it, written to a temporary name and renamed, so a reader
 * never sees half a message.
 */
export class OutboxMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    const { message } = await this.composer.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const temporary = path.join(this.dir, `.${name}.part`);
    await fs.writeFile(temporary, message as Buffer, { mode: 0o600 });
    await fs.rename(temporary, path.join(this.dir, name));
    this.log.info(
      { to: mail.to, file: name, link: mail.link },
      `Mail '${mail.subject}' written to the outbox`,
    );
  }

  async close(): Promise<void> {}
}
