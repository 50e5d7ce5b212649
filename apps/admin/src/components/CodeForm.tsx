// A six-digit authenticator code form, used to confirm and to turn off the second factor.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Field } from './Field';

const schema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'),
});
type Values = z.infer<typeof schema>;

type Props = { submitLabel: string; busy: boolean; onCode: (code: string) => Promise<void> };

export function CodeForm({ submitLabel, busy, onCode }: Props) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    await onCode(code);
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Authenticator code" error={form.formState.errors.code?.message}>
        <input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
      </Field>
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
