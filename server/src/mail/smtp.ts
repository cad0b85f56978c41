import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://… for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
