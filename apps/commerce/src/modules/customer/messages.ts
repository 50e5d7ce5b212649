// Magento 2.4.8's texts for customer accounts (reference sections 4 and 5), and the shared
// password rule's message (specification section 5).
import { validationMessages } from '@charter/shared/validation';

export const CUSTOMER_MSG = {
  notAuthorized: "The current customer isn't authorized.",
  tokenRevoked: 'User token has been revoked',
  signInFailed: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
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
} as const;
