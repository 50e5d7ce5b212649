// The contact form (Magento's contactUs): checks the fields with Magento's messages and writes an
// e-mail to the shop's contact address into the outbox. Counted per client address.
import { isValidEmail } from '@charter/shared/validation';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { escapeHtml, oneLine } from '../notification/escape.js';
import type { Mailer } from '../notification/mailer.js';

export interface ContactForm {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}

/** Longest accepted one-line field, in characters; the comment is bounded by the request guard (4,096). */
const MAX_LINE = 255;

export const CONTACT_MSG = {
  name: 'Enter the name and try again.',
  comment: 'Enter the comment and try again.',
  email: 'The email address is invalid. Verify the email address and try again.',
  tooLong: 'The contact form is too long. Shorten it and try again.',
  tooMany: 'Too many messages were sent from this address. Try again later.',
} as const;

export class ContactService {
  constructor(
    private readonly deps: {
      db: Db;
      mailer: Mailer;
      limits: Limits;
      to: string;
      storeName: string;
    },
  ) {}

  /** Queues the e-mail, or answers the field's problem or the address's limit as an input error. */
  async send(ctx: RequestContext, form: ContactForm): Promise<Result<void>> {
    const name = form.name.trim();
    const comment = form.comment.trim();
    const email = form.email.trim();
    const telephone = (form.telephone ?? '').trim();
    if (!name) return fail('graphql-input', CONTACT_MSG.name);
    if (!comment) return fail('graphql-input', CONTACT_MSG.comment);
    if (!isValidEmail(email)) return fail('graphql-input', CONTACT_MSG.email);
    if (name.length > MAX_LINE || email.length > MAX_LINE || telephone.length > MAX_LINE)
      return fail('graphql-input', CONTACT_MSG.tooLong);
    const address = visitorAddress(ctx);
    const { limiter, rules } = this.deps.limits;
    if (address && !(await limiter.take(rules.contact, address, ctx.now)).allowed)
      return fail('graphql-input', CONTACT_MSG.tooMany);

    const lines = [
      `Name: ${oneLine(name)}`,
      `Email: ${oneLine(email)}`,
      `Telephone: ${oneLine(telephone)}`,
      '',
      comment,
    ];
    const id = await this.deps.mailer.enqueue(this.deps.db, {
      kind: 'contact_form',
      to: this.deps.to,
      subject: oneLine(`${this.deps.storeName}: contact form from ${name}`),
      text: lines.join('\n'),
      html: `<p>${lines.slice(0, 3).map(escapeHtml).join('<br>')}</p><p>${escapeHtml(comment).replaceAll('\n', '<br>')}</p>`,
    });
    this.deps.mailer.deliverLater(id);
    return ok(undefined);
  }
}
