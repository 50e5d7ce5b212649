// Magento 2.4.8's texts for customer accounts (reference sections 4 and 5), and the shared
// password rule's message (specification section 5).
import { validationMessages } from '@charter/shared/validation';

export const CUSTOMER_MSG = {
  notAuthorized: "The current customer isn't authorized.",
  tokenRevoked: 'User token has been revoked',
  signInFailed:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  emailMissing: 'Specify the "email" value.',
  passwordMissing: 'Specify the "password" value.',
  emailExists: 'A customer with the same email address already exists in an associated website.',
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  requiredValue: (label: string) => `"${label}" is a required value.`,
  passwordRule: validationMessages.passwordRule,
  invalidGender: 'Gender is not a valid value.',
  invalidDate: 'Invalid date',
  emailRequired: 'Email must be specified',
  emailInvalid: 'Email is invalid',
  // Account lifecycle: confirmation, passwords, profile, newsletter.
  notConfirmed: "This account isn't confirmed. Verify and try again.",
  accountLocked: 'The account is locked.',
  invalidLoginOrPassword: 'Invalid login or password.',
  confirmEmailInvalid: 'Email is invalid.',
  confirmationTokenInvalid: 'The confirmation token is invalid. Verify the token and try again.',
  alreadyActive: 'The account is already active.',
  resetEmailMissing: 'You must specify an email address.',
  resetEmailInvalid: 'The email address has an invalid format.',
  resetTokenMissing: 'resetPasswordToken must be specified',
  newPasswordMissing: 'newPassword must be specified',
  cannotSetPassword: "Cannot set the customer's password",
  tooManyRegistrations:
    'Too many accounts were created from your network. Please wait and try again later.',
  specify: (field: string) => `Specify the "${field}" value.`,
  inputMissing: '"input" value should be specified',
  requiredParameter: (label: string) => `Required parameters are missing: ${label}`,
  newsletterEmailMissing: 'You must specify an email address to subscribe to a newsletter.',
  newsletterEmailInvalid: 'Enter a valid email address.',
  newsletterAlreadySubscribed: 'This email address is already subscribed.',
  newsletterGuestsNotAllowed:
    'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
  newsletterFailed: 'Cannot create a newsletter subscription.',
} as const;
