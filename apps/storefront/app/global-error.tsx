'use client';
// Render-error screen when the root layout itself fails: it replaces the whole document, so it
// carries its own minimal styles. 'Continue' reloads the page.
import { useEffect } from 'react';
// Only the shared texts: the full catalogue would ship every message of the site to each page.
import { commonMessages } from '@/lib/i18n/messages/common';

const t = (key: keyof typeof commonMessages) => commonMessages[key];

export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1f1a16' }}>
        <title>{t('app.error.title')}</title>
        <main
          style={{
            display: 'grid',
            placeContent: 'center',
            gap: '1rem',
            minHeight: '80vh',
            padding: '2rem',
            textAlign: 'center',
          }}
        >
          <h1 style={{ margin: 0, fontFamily: 'Georgia, serif' }}>{t('app.error.title')}</h1>
          <p style={{ margin: 0, color: '#5c534b' }}>{t('app.error.message')}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              justifySelf: 'center',
              padding: '0.6rem 1.5rem',
              border: 0,
              borderRadius: 6,
              background: '#7a4b26',
              color: '#fff',
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            {t('app.error.continue')}
          </button>
        </main>
      </body>
    </html>
  );
}
