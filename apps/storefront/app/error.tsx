'use client';
// Render-error screen inside the root layout. 'Continue' reloads the page.
import { useEffect } from 'react';
import { StatusScreen, statusActionClass } from '@/components/ui/StatusScreen';
// Only the shared texts: the full catalogue would ship every message of the site to each page.
import { commonMessages } from '@/lib/i18n/messages/common';

const t = (key: keyof typeof commonMessages) => commonMessages[key];

export default function RenderError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      title={t('app.error.title')}
      message={t('app.error.message')}
      action={
        <button
          type="button"
          className={statusActionClass}
          onClick={() => window.location.reload()}
        >
          {t('app.error.continue')}
        </button>
      }
    />
  );
}
