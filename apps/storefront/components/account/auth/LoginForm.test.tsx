// The sign-in form as the server renders it: the captcha widget appears only when a site key is
// configured (spec section 5), and the B2B wording names the button 'Sales Login'.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';
import { LoginForm } from './LoginForm';
import { loginStrings } from './strings';

// Rendered outside Next.js: no app router, and the server action is never called here.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => undefined, push: () => undefined }),
}));
vi.mock('./actions', () => ({ loginAction: async () => null }));

const t = createTranslator();
const render = (captchaSiteKey: string | null, b2b = false) =>
  renderToStaticMarkup(
    <LoginForm
      id="login"
      mode="page"
      strings={loginStrings(t, b2b)}
      captchaSiteKey={captchaSiteKey}
      analytics={false}
    />,
  );

describe('LoginForm', () => {
  it('shows no captcha without a site key', () => {
    const html = render(null);
    expect(html).toContain('name="email"');
    expect(html).not.toContain('data-testid="captcha"');
  });

  it('shows the captcha widget when a site key is configured', () => {
    expect(render('site-key-123')).toContain('data-testid="captcha"');
  });

  it("reads 'Login', or 'Sales Login' with the B2B wording", () => {
    expect(render(null)).toMatch(/>Login</);
    expect(render(null, true)).toMatch(/>Sales Login</);
  });
});
