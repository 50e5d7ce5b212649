// The customer and checkout forms' rules as zod schemas, one per form, named as each form posts
// its fields. The storefront checks them through Conform's zod integration, in the browser and
// again in the server action, as it checks the address schema (./address). They build on the
// e-mail and password rules of ./validation, which the commerce service calls too. Every field is
// checked, so a form can show each message at once; a field's first message is the one shown.
// Messages are the specification's (section 5) through `validationMessages`.
import { z } from 'zod';
import { isValidEmail, isValidPassword, validationMessages as V } from './validation';

/** The e-mail rule of ./validation as a schema. */
export const emailSchema = z.string().refine(isValidEmail, { message: V.emailValid });

/** The password rule of ./validation as a schema. */
export const passwordSchema = z.string().refine(isValidPassword, { message: V.passwordRule });

// An absent value is checked as '' (prefault), so it counts as missing, not as a wrong type.

/** Something other than spaces must be typed. */
const requiredText = (message: string) =>
  z
    .string()
    .refine((v) => v.trim() !== '', { message })
    .prefault('');

/** A password as typed: anything but nothing (spaces count). */
const enteredPassword = (message: string) =>
  z
    .string()
    .refine((v) => v !== '', { message })
    .prefault('');

/** A valid e-mail; an empty one gets the same message (sign-in, checkout). */
const email = () => emailSchema.prefault('');

/** A new password: asked for when empty, then the password rule. */
const newPassword = () =>
  z
    .string()
    .refine((v) => v !== '', { message: V.passwordRequired })
    .pipe(passwordSchema)
    .prefault('');

/** The new password typed again: asked for when empty; that it matches is the form's check. */
const retypedPassword = () => enteredPassword(V.passwordConfirmRequired);

/** The retyped password must match the new one (checked once it is typed). */
function passwordsMatch(password: string, confirmation: string) {
  return (v: Record<string, string>, ctx: z.RefinementCtx) => {
    const typed = v[confirmation] ?? '';
    if (typed !== '' && typed !== (v[password] ?? '')) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: V.passwordsMustMatch });
    }
  };
}

/** The checkout's e-mail ('Your Information', or a guest's virtual cart at payment). */
export const checkoutEmailSchema = z.object({ email: email() });

/** Sign-in: a valid e-mail and any password (the server judges it). */
export const signInSchema = z.object({
  email: email(),
  password: enteredPassword(V.passwordRequired),
});

/** Forgot password (and the e-mail confirmation link): a valid e-mail. */
export const forgotPasswordSchema = z.object({ email: email() });

/** A new password from a reset link: the password rule, and the password typed again. */
export const newPasswordSchema = z
  .object({ password: newPassword(), password_confirmation: retypedPassword() })
  .superRefine(passwordsMatch('password', 'password_confirmation'));

/** Create an account: names, a valid e-mail, a new password and the password typed again. */
export const createAccountSchema = z
  .object({
    firstname: requiredText(V.firstNameRequired),
    lastname: requiredText(V.lastNameRequired),
    email: email(),
    password: newPassword(),
    password_confirmation: retypedPassword(),
  })
  .superRefine(passwordsMatch('password', 'password_confirmation'));

/** Change password (account): the current password, a new one and the new one typed again. */
export const changePasswordSchema = z
  .object({
    current_password: enteredPassword(V.passwordRequired),
    new_password: newPassword(),
    confirm_password: retypedPassword(),
  })
  .superRefine(passwordsMatch('new_password', 'confirm_password'));

/** Account information: first and last name (the newsletter box needs no checking). */
export const accountInformationSchema = z.object({
  firstname: requiredText(V.firstNameRequired),
  lastname: requiredText(V.lastNameRequired),
});

/** A new e-mail address (account): asked for when empty, then the e-mail rule; and the current password. */
export const changeEmailSchema = z.object({
  email: requiredText(V.required).pipe(emailSchema),
  current_password: enteredPassword(V.passwordRequired),
});
