const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Northstar Games</title>
<style>
body{margin:0;background:#f1f4f8;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1c2533}
main{max-width:480px;margin:10vh auto;padding:32px;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(11,31,58,.08)}
h1{margin:0 0 12px;font-size:22px;color:#0b1f3a}
button{font:inherit;font-weight:bold;color:#fff;background:#0a5bd8;border:0;border-radius:6px;padding:10px 18px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
a{color:#0a5bd8}
</style></head>
<body><main>${body}</main></body></html>`;
}

/** The small pages of the digest's unsubscribe link (decision 137). */
export const unsubscribePage = {
  confirm: (token: string, email: string) =>
    page(
      'Unsubscribe from the digest',
      `<h1>Unsubscribe from the digest?</h1>
<p>${escapeHtml(email)} will no longer get the e-mail digest of what is new on the Northstar Games portal.</p>
<form method="post" action="/digest/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Unsubscribe</button></form>
<p>You can turn it back on at any time on <a href="/profile">your profile</a>.</p>`,
    ),
  done: () =>
    page(
      'Unsubscribed',
      `<h1>You are unsubscribed</h1>
<p>No more digests will be sent. To get them again, choose weekly or daily on <a href="/profile">your profile</a>.</p>`,
    ),
  invalid: () =>
    page(
      'Link not valid',
      `<h1>This link is not valid</h1>
<p>Open the unsubscribe link from the digest e-mail again, or choose "none" on <a href="/profile">your profile</a>.</p>`,
    ),
};
