// Account lifecycle GraphQL: registration, confirmation, passwords, the customer's e-mail and
// personal data, newsletter. Parse, call AccountService, shape; no SQL and no rules here.
import type { RequestContext } from '../../context.js';
import { orThrow, type Result } from '../../shared/result.js';
import type { AccountService } from './account.service.js';
import { shapeCustomer } from './customer.resolvers.js';
import type { CustomerRecord } from './customer.service.js';
import type { CustomerParent } from '../../shared/customer-parent.js';

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

interface CreateArgs {
  input: PersonalData & { email: string; firstname: string; lastname: string; password?: string | null };
}

const dateOfBirth = (input: PersonalData) => (input.date_of_birth !== undefined ? input.date_of_birth : input.dob);

const customerOutput = (r: Result<CustomerRecord>) => ({ customer: shapeCustomer(orThrow(r)) });

export function accountResolvers(accounts: AccountService) {
  return {
    Mutation: {
      createCustomerV2: async (_: unknown, { input }: CreateArgs, ctx: RequestContext) =>
        customerOutput(await accounts.register(ctx, { ...input, dateOfBirth: dateOfBirth(input) ?? null }, input.is_subscribed)),
      confirmEmail: async (_: unknown, { input }: { input: { email: string; confirmation_key: string } }, ctx: RequestContext) =>
        customerOutput(await accounts.confirm(ctx, input.email, input.confirmation_key)),
      resendConfirmationEmail: async (_: unknown, args: { email: string }, ctx: RequestContext) =>
        orThrow(await accounts.resendConfirmation(ctx, args.email)),
      requestPasswordResetEmail: async (_: unknown, args: { email: string }, ctx: RequestContext) =>
        orThrow(await accounts.requestPasswordReset(ctx, args.email)),
      resetPassword: async (_: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, ctx: RequestContext) =>
        orThrow(await accounts.resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword)),
      changeCustomerPassword: async (_: unknown, args: { currentPassword: string; newPassword: string }, ctx: RequestContext) =>
        shapeCustomer(orThrow(await accounts.changePassword(ctx, args.currentPassword, args.newPassword))),
      updateCustomerV2: async (_: unknown, { input }: { input: PersonalData }, ctx: RequestContext) => {
        const hasInput = Object.values(input).some((v) => v !== undefined);
        return customerOutput(await accounts.updateProfile(ctx, { ...input, dateOfBirth: dateOfBirth(input) }, input.is_subscribed, hasInput));
      },
      updateCustomerEmail: async (_: unknown, args: { email: string; password: string }, ctx: RequestContext) =>
        customerOutput(await accounts.changeEmail(ctx, args.email, args.password)),
      subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: RequestContext) => ({
        status: orThrow(await accounts.newsletter.subscribe(ctx, args.email)),
      }),
    },
    Customer: {
      is_subscribed: (parent: CustomerParent) => accounts.newsletter.isSubscribed(parent.__id),
      confirmation_status: (parent: CustomerParent, _: unknown, ctx: RequestContext) =>
        accounts.confirmationStatus(ctx, parent.__confirmation_required === true),
    },
  };
}
