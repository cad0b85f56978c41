/** One plain message to one person. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the mail exists to deliver (a set or reset link). The file outbox logs it so a
   * developer can follow it without opening the file; the SMTP mailer never logs it.
   */
  link?: string;
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends mail: to files under DATA_DIR/outbox by default, or through SMTP_URL (DESIGN 'Mail'). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
