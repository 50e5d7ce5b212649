// Sign-in: e-mail and password, then the authenticator code when the API asks for it. Failures
// are announced in a live region with the API's own (deliberately generic) text.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { execute, needsOtp } from '../api/client';
import { useClearNotice, useNotice, useSession, useStoreSession } from '../api/session';
import { Loading } from '../components/Loading';
import { pageTitle } from '../titles';
import { Field } from '../components/Field';
import { AdminSignInDocument } from '../generated/graphql';

const schema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
  otp: z.string().trim().optional(),
});
type Values = z.infer<typeof schema>;

/** Only a path inside the console: never another site (an open redirect). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignIn() {
  const { data: session, isPending } = useSession();
  const store = useStoreSession();
  const navigate = useNavigate();
  const notice = useNotice();
  const clearNotice = useClearNotice();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [otpStep, setOtpStep] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const otpRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    document.title = pageTitle('Sign in');
  }, []);
  useEffect(() => {
    if (otpStep) otpRef.current?.focus();
  }, [otpStep]);

  if (isPending) return <Loading label="Checking your session" />;
  if (session) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const otp = otpStep && values.otp ? values.otp : null;
    const result = await execute(AdminSignInDocument, { ...values, otp });
    if (result.ok) {
      clearNotice();
      store(result.data.adminSignIn);
      await navigate(next, { replace: true });
      return;
    }
    if (needsOtp(result.failure) && !otpStep) {
      setOtpStep(true);
      setMessage('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setMessage(result.failure.message);
  });

  const otpField = form.register('otp');
  return (
    <main id="main" className="sign-in">
      <h1>Sign in to the Charter console</h1>
      <div className="announcer" role="status" aria-live="polite" aria-atomic="true">
        {message ?? notice ?? ''}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Field label="E-mail" error={errors.email?.message}>
          <input type="email" autoComplete="username" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        {otpStep ? (
          <Field label="Authenticator code" error={errors.otp?.message}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              {...otpField}
              ref={(el) => {
                otpField.ref(el);
                otpRef.current = el;
              }}
            />
          </Field>
        ) : null}
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
