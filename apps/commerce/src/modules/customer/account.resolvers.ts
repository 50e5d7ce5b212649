// Account lifecycle GraphQL: registration, confirmation, passwords, the customer's e-mail and
// personal data, newsletter. Parse, call AccountService, shape; no SQL and no rules here.
import { inputError } from '../../shared/errors.js';
import { orThrow, type Result } from '../../shared/result.js';
import type { AccountService } from './account.service.js';
import { shapeCustomer } from './customer.resolvers.js';
import type { CustomerRecord } from './customer.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

interface PersonalData {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  is_subscribed?: boolean | null;
  allow_remote_shopping_assistance?: boolean | null;
}

/** createCustomer's required fields, with the labels of Magento's message. */
const LEGACY_REQUIRED = [
  ['email', 'Email'],
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
] as const;

const dateOfBirth = (input: PersonalData) =>
  input.date_of_birth !== undefined ? input.date_of_birth : input.dob;

const customerOutput = (r: Result<CustomerRecord>) => ({ customer: shapeCustomer(orThrow(r)) });

export function accountResolvers(accounts: AccountService): ResolverMap {
  return {
    Mutation: {
      createCustomerV2: async (_, { input }, ctx) =>
        customerOutput(
          await accounts.register(
            ctx,
            { ...input, dateOfBirth: dateOfBirth(input) ?? null },
            input.is_subscribed,
          ),
        ),
      confirmEmail: async (_, { input }, ctx) =>
        customerOutput(await accounts.confirm(ctx, input.email, input.confirmation_key)),
      resendConfirmationEmail: async (_, args, ctx) =>
        orThrow(await accounts.resendConfirmation(ctx, args.email)),
      requestPasswordResetEmail: async (_, args, ctx) =>
        orThrow(await accounts.requestPasswordReset(ctx, args.email)),
      resetPassword: async (_, args, ctx) =>
        orThrow(
          await accounts.resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
        ),
      changeCustomerPassword: async (_, args, ctx) =>
        shapeCustomer(
          orThrow(await accounts.changePassword(ctx, args.currentPassword, args.newPassword)),
        ),
      updateCustomerV2: async (_, { input }, ctx) => {
        const hasInput = Object.values(input).some((v) => v !== undefined);
        return customerOutput(
          await accounts.updateProfile(
            ctx,
            { ...input, dateOfBirth: dateOfBirth(input) },
            input.is_subscribed,
            hasInput,
          ),
        );
      },
      createCustomer: async (_, { input }, ctx) => {
        const missing = LEGACY_REQUIRED.filter(([field]) => !input[field]?.trim()).map(
          ([, label]) => label,
        );
        if (missing.length > 0)
          throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
        const { email, firstname, lastname, ...rest } = input;
        const data = { ...rest, email: email!, firstname: firstname!, lastname: lastname! };
        return customerOutput(
          await accounts.register(
            ctx,
            { ...data, dateOfBirth: dateOfBirth(data) ?? null },
            data.is_subscribed,
          ),
        );
      },
      updateCustomer: async (_, { input }, ctx) => {
        const { email, password, ...personal } = input;
        const hasInput = Object.values(personal).some((v) => v !== undefined);
        let record = orThrow(
          await accounts.updateProfile(
            ctx,
            { ...personal, dateOfBirth: dateOfBirth(personal) },
            personal.is_subscribed,
            hasInput || Boolean(email),
          ),
        );
        if (email && email.trim().toLowerCase() !== record.email.toLowerCase()) {
          if (!password) throw inputError('Provide the current "password" to change "email".');
          record = orThrow(await accounts.changeEmail(ctx, email, password));
        }
        return { customer: shapeCustomer(record) };
      },
      updateCustomerEmail: async (_, args, ctx) =>
        customerOutput(await accounts.changeEmail(ctx, args.email, args.password)),
      subscribeEmailToNewsletter: async (_, args, ctx) => ({
        status: orThrow(await accounts.newsletter.subscribe(ctx, args.email)),
      }),
    },
    Customer: {
      is_confirmed: (parent, _, ctx) =>
        accounts.confirmationStatus(ctx, parent.__confirmation_required === true) ===
          'ACCOUNT_CONFIRMED' || ctx.storeView.config.create_account_confirmation !== true,
      is_subscribed: (parent) => accounts.newsletter.isSubscribed(parent.__id),
      confirmation_status: (parent, _, ctx) =>
        accounts.confirmationStatus(ctx, parent.__confirmation_required === true),
    },
  };
}
