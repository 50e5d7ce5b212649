// Turns the card form's own fields into a Braintree nonce in the browser, with braintree-web's
// client (docs/decisions/1325). Loaded with a dynamic import on the payment step only, when a card
// is being paid: the card number, expiry and CVV go from these inputs to Braintree's client API
// and nowhere else; only the nonce goes on to our server action.
import { create } from 'braintree-web/client';

export interface CardValues {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

/** The nonce, or null when Braintree refused the card or could not be reached. */
export async function braintreeNonce(
  clientToken: string,
  card: CardValues,
): Promise<string | null> {
  try {
    const client = await create({ authorization: clientToken });
    try {
      const year =
        card.expYear.trim().length === 2 ? `20${card.expYear.trim()}` : card.expYear.trim();
      const res = (await client.request({
        endpoint: 'payment_methods/credit_cards',
        method: 'post',
        data: {
          creditCard: {
            number: card.number.replace(/\D/g, ''),
            expirationMonth: card.expMonth.trim().padStart(2, '0'),
            expirationYear: year,
            cvv: card.cvv.trim(),
            options: { validate: false },
          },
        },
      })) as { creditCards?: { nonce?: string }[] };
      return res.creditCards?.[0]?.nonce ?? null;
    } finally {
      void client.teardown().catch(() => undefined);
    }
  } catch {
    return null;
  }
}
