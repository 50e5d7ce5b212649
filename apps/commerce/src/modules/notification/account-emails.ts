// Account e-mails: the confirmation link of a new account and the password reset link. Both
// point at the storefront's pages, carry a single-use secret, and say how long it works. The
// notice of an e-mail change goes to the old address and carries no secret. Every interpolated
// value is escaped in the HTML part; the subject is one line.
import { escapeHtml, oneLine } from './escape.js';
import type { OutgoingMessage } from './mailer.js';

export interface AccountEmailModel {
  storeName: string;
  /** STOREFRONT_URL, without a trailing '/'. */
  storefrontUrl: string;
  to: string;
  customerName: string;
  /** The secret the link carries. */
  secret: string;
  /** How long the link works, in hours. */
  validHours: number;
}

export const confirmationLink = (storefrontUrl: string, email: string, key: string): string =>
  `${storefrontUrl}/customer/account/confirm?email=${encodeURIComponent(email)}&key=${key}`;

export const passwordResetLink = (storefrontUrl: string, email: string, token: string): string =>
  `${storefrontUrl}/customer/account/resetpassword?email=${encodeURIComponent(email)}&token=${token}`;

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

interface Body {
  title: string;
  intro: string;
  action: string;
  link: string;
  after: string;
}

function render(kind: string, m: AccountEmailModel, subject: string, b: Body): OutgoingMessage {
  const text = [
    `Hello ${m.customerName},`,
    '',
    b.intro,
    '',
    `${b.action}:`,
    b.link,
    '',
    b.after,
    '',
    m.storeName,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(b.title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1>${e(b.title)}</h1>
<p>Hello ${e(m.customerName)},</p>
<p>${e(b.intro)}</p>
<p><a href="${e(b.link)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;text-decoration:none">${e(b.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${e(b.link)}</span></p>
<p>${e(b.after)}</p>
<p>${e(m.storeName)}</p>
</body></html>`;
  return { kind, to: m.to, subject: oneLine(subject), text, html };
}

export function accountConfirmationEmail(m: AccountEmailModel): OutgoingMessage {
  return render('account_confirmation', m, `Please confirm your ${m.storeName} account`, {
    title: 'Confirm your account',
    intro: `Thank you for creating an account with ${m.storeName}. Confirm your e-mail address to sign in.`,
    action: 'Confirm your account',
    link: confirmationLink(m.storefrontUrl, m.to, m.secret),
    after: `The link works once and expires in ${hours(m.validHours)}. If you did not create this account, ignore this e-mail.`,
  });
}

/** After an e-mail change with account confirmation on (docs/decisions/0986): the same link. */
export function emailChangeConfirmationEmail(m: AccountEmailModel): OutgoingMessage {
  return render(
    'account_confirmation',
    m,
    `Please confirm your new ${m.storeName} e-mail address`,
    {
      title: 'Confirm your e-mail address',
      intro: `The e-mail address of your ${m.storeName} account was changed to this one. Confirm it to sign in again.`,
      action: 'Confirm your e-mail address',
      link: confirmationLink(m.storefrontUrl, m.to, m.secret),
      after: `The link works once and expires in ${hours(m.validHours)}. If you did not change it, ignore this e-mail.`,
    },
  );
}

export function passwordResetEmail(m: AccountEmailModel): OutgoingMessage {
  return render('password_reset', m, `Reset your ${m.storeName} password`, {
    title: 'Reset your password',
    intro: `We received a request to reset the password of your ${m.storeName} account.`,
    action: 'Set a new password',
    link: passwordResetLink(m.storefrontUrl, m.to, m.secret),
    after: `The link works once and expires in ${hours(m.validHours)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

export interface EmailChangedModel {
  storeName: string;
  storefrontUrl: string;
  /** The old address: the notice goes there. */
  to: string;
  customerName: string;
  newEmail: string;
}

/**
 * To the old address after an e-mail change (docs/decisions/0986): if the owner did not make the
 * change, they learn of it where they still read mail. Carries no link that signs anyone in.
 */
export function emailChangedEmail(m: EmailChangedModel): OutgoingMessage {
  const title = 'Your e-mail address was changed';
  const intro = `The e-mail address of your ${m.storeName} account was changed to ${m.newEmail}. Your other sessions were signed out.`;
  const after = `If you did not make this change, contact us at once and reset your password from the sign-in page: ${m.storefrontUrl}/customer/account/login`;
  const text = [`Hello ${m.customerName},`, '', intro, '', after, '', m.storeName].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1>${e(title)}</h1>
<p>Hello ${e(m.customerName)},</p>
<p>${e(intro)}</p>
<p>${e(after)}</p>
<p>${e(m.storeName)}</p>
</body></html>`;
  return {
    kind: 'email_changed',
    to: m.to,
    subject: oneLine(`Your ${m.storeName} e-mail address was changed`),
    text,
    html,
  };
}

export const newsletterConfirmationLink = (
  storefrontUrl: string,
  id: number,
  code: string,
): string => `${storefrontUrl}/newsletter/subscriber/confirm?id=${id}&code=${code}`;

export interface NewsletterConfirmationModel {
  storeName: string;
  storefrontUrl: string;
  to: string;
  subscriberId: number;
  code: string;
  validDays: number;
}

/** Double opt-in (docs/decisions/0988): the subscription starts only when this link is followed. */
export function newsletterConfirmationEmail(m: NewsletterConfirmationModel): OutgoingMessage {
  return render(
    'newsletter_confirmation',
    {
      storeName: m.storeName,
      storefrontUrl: m.storefrontUrl,
      to: m.to,
      customerName: 'there',
      secret: m.code,
      validHours: m.validDays * 24,
    },
    `Confirm your ${m.storeName} newsletter subscription`,
    {
      title: 'Confirm your subscription',
      intro: `Someone, hopefully you, asked to receive the ${m.storeName} newsletter at this address. Nothing will be sent until you confirm.`,
      action: 'Confirm your subscription',
      link: newsletterConfirmationLink(m.storefrontUrl, m.subscriberId, m.code),
      after: `The link works once and expires in ${m.validDays} days. If you did not ask for it, ignore this e-mail: you will not be subscribed.`,
    },
  );
}
