// Confirms a sensitive change with the operator's password (turning two-step sign-in off).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Field } from './Field';

const schema = z.object({ password: z.string().min(1, 'Enter your password.') });
type Values = z.infer<typeof schema>;

type Props = {
  submitLabel: string;
  busy: boolean;
  onPassword: (password: string) => Promise<void>;
};

export function PasswordForm({ submitLabel, busy, onPassword }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    await onPassword(password);
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Your password" error={form.formState.errors.password?.message}>
        <input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
