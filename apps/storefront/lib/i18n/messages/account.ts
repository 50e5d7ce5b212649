// Sign-in, registration, confirmation, password reset and session texts.
export const accountMessages = {
  'customer.account.login.title': 'Customer Login',
  'customer.account.login.registered': 'Registered Customers',
  'customer.account.login.registeredText':
    'If you have an account, sign in with your email address.',
  'customer.account.login.newCustomers': 'New Customers',
  'customer.account.login.newCustomersText':
    'Creating an account has many benefits: check out faster, keep more than one address, track orders and more.',
  'customer.account.login.email': 'Email',
  'customer.account.login.password': 'Password',
  'customer.account.login.forgotPassword': 'Forgot Your Password?',
  'customer.account.login.submit': 'Login',
  'customer.account.login.submitSales': 'Sales Login',
  'customer.account.login.submitting': 'Signing in…',
  'customer.account.login.createAccount': 'Create account',
  'customer.account.login.captcha': 'Verification',
  'customer.account.login.captchaRequired': 'Please complete the verification.',
  'customer.account.login.close': 'Close',
  'customer.account.login.error.incorrectSignIn':
    'There was an error with your email/password combination. Please try again.',
  'customer.account.login.error.title': 'You have been signed out, please sign in again.',
  'customer.account.login.error.unconfirmed': "This account isn't confirmed. Verify and try again.",
  'customer.account.login.resendConfirmation': 'Send the confirmation link again',
  'customer.account.signOut': 'Sign Out',
  'customer.account.form.required': 'Required field',
  'customer.account.form.errorSummary': 'Please correct the following:',

  'customer.account.create.title': 'Create New Customer Account',
  'customer.account.create.personal': 'Personal Information',
  'customer.account.create.signIn': 'Sign-in Information',
  'customer.account.create.firstname': 'First Name',
  'customer.account.create.lastname': 'Last Name',
  'customer.account.create.email': 'Email',
  'customer.account.create.password': 'Password',
  'customer.account.create.passwordConfirmation': 'Confirm Password',
  'customer.account.create.passwordHint':
    'At least 8 characters, with a lower-case letter, an upper-case letter and a number.',
  'customer.account.create.submit': 'Create an Account',
  'customer.account.create.submitting': 'Creating your account…',
  'customer.account.create.error.exists': 'There is already an account with this email address.',
  'customer.account.create.error.existsSignIn': 'Sign in',
  'customer.account.create.error.existsReset': 'Reset your password',
  'customer.account.create.success': 'Thank you for registering with {appName}.',

  'customer.account.confirmation.title': 'Confirm Your Account',
  'customer.account.confirmation.required':
    'You must confirm your account. Please check your email for the confirmation link.',
  'customer.account.confirmation.resendIntro':
    'No e-mail? Enter your address and we will send a new confirmation link.',
  'customer.account.confirmation.submit': 'Send confirmation link',
  'customer.account.confirmation.sent':
    'If {email} belongs to an account waiting for confirmation, a new confirmation link is on its way.',

  'customer.account.confirm.title': 'Account Confirmation',
  'customer.account.confirm.success':
    'Thank you for registering with {appName}. Your account is confirmed: please sign in.',
  'customer.account.confirm.invalid': 'This confirmation link has expired or is incorrect.',
  'customer.account.confirm.getNewLink': 'Send a new confirmation link',
  // The newsletter's double opt-in link (Magento's texts; docs/decisions/0988).
  'newsletter.confirm.title': 'Newsletter Subscription',
  'newsletter.confirm.success': 'Your subscription has been confirmed.',
  'newsletter.confirm.invalid': 'This is an invalid subscription confirmation code.',

  'customer.account.forgot.title': 'Forgot Your Password?',
  'customer.account.forgot.intro':
    'Please enter your email address below to receive a password reset link.',
  'customer.account.forgot.submit': 'Reset My Password',
  'customer.account.forgot.sent':
    'If there is an account associated with {email} you will receive an email with a link to reset your password.',
  'customer.account.forgot.back': 'Back to sign in',

  'customer.account.reset.title': 'Change Password',
  'customer.account.reset.createTitle': 'Set a New Password',
  'customer.account.reset.password': 'New Password',
  'customer.account.reset.passwordConfirmation': 'Confirm New Password',
  'customer.account.reset.submit': 'Change Password',
  'customer.account.reset.submitting': 'Saving…',
  'customer.account.reset.expired': 'Your password reset link has expired.',
  'customer.account.reset.getNewLink': 'Get New Link',
  'customer.account.reset.success':
    'You updated your password. Please sign in with your new password.',
} as const;
