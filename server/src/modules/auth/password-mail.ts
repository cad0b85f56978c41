import { linkValidityText } from '@portal/domain';
import type { Mail } from '../../mail/index.ts';

export type LinkPurpose = 'set' | 'reset';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail that carries a set link (a new account) or a reset link. */
export function passwordLinkMail(
  purpose: LinkPurpose,
  user: { email: string; firstName: string },
  link: string,
  validHours: number,
): Mail {
  const validFor = linkValidityText(validHours);
  const subject =
    purpose === 'set'
      ? 'Set up your Northstar Games portal account'
      : 'Reset your Northstar Games portal password';
  const intro =
    purpose === 'set'
      ? 'An account on the Northstar Games portal is ready for you. Choose your password to start using it:'
      : 'We received a request to reset the password of your Northstar Games portal account. Choose a new password here:';
  const outro =
    purpose === 'set'
      ? `The link works once and expires in ${validFor}. If it has expired, ask for a new one on the Reset Password page.`
      : `The link works once and expires in ${validFor}. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`;
  const greeting = `Hello ${user.firstName},`;
  const text = `${greeting}\n\n${intro}\n\n${link}\n\n${outro}\n\nNorthstar Games\n`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${purpose === 'set' ? 'Choose your password' : 'Choose a new password'}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '<p>Northstar Games</p>',
  ].join('\n');
  return { to: user.email, subject, text, html, link };
}
