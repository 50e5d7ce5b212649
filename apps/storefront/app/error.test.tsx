// The render-error screens (spec §error texts): the texts a shopper reads and a 'Continue' button
// that reloads the page, both inside the layout (error.tsx) and when the layout itself fails
// (global-error.tsx).
import * as React from 'react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Render the components as plain functions to reach the button's handler: no effects to run.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useEffect: () => undefined,
}));

const { default: RenderError } = await import('./error');
const { default: GlobalError } = await import('./global-error');

type Props = { children?: ReactNode; onClick?: () => void; action?: ReactNode };

// The <button> in an element tree, looking through children and a StatusScreen's `action`.
function findButton(node: ReactNode): ReactElement<Props> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const hit = findButton(child as ReactNode);
      if (hit) return hit;
    }
    return null;
  }
  if (!isValidElement<Props>(node)) return null;
  if (node.type === 'button') return node;
  return findButton(node.props.action) ?? findButton(node.props.children);
}

const screens = [
  ['error.tsx', RenderError],
  ['global-error.tsx', GlobalError],
] as const;

afterEach(() => vi.unstubAllGlobals());

describe.each(screens)('render-error screen (%s)', (_name, Screen) => {
  it('tells the shopper what happened and offers Continue', () => {
    const html = renderToStaticMarkup(<Screen error={new Error('boom')} retry={() => {}} />);
    expect(html).toContain('Oops, we are sorry!');
    expect(html).toContain(
      'We just found a small error. If the problem persists please contact us.',
    );
    expect(html).toMatch(/<button[^>]*>Continue<\/button>/);
    // The error itself is never shown to the shopper.
    expect(html).not.toContain('boom');
  });

  it('reloads the page on Continue (not a client-side retry)', () => {
    const reload = vi.fn();
    const retry = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const button = findButton(Screen({ error: new Error('boom'), retry }));
    expect(button?.props.children).toBe('Continue');
    button?.props.onClick?.();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });
});
