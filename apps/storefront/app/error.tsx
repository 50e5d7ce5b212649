'use client';
// Render-error screen inside the root layout. 'Continue' reloads the page.
import { useEffect } from 'react';
import { StatusScreen, statusActionClass } from '@/components/ui/StatusScreen';
import { createTranslator } from '@/lib/i18n/catalog';

const t = createTranslator();

export default function RenderError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      title={t('app.error.title')}
      message={t('app.error.message')}
      action={
        <button type="button" className={statusActionClass} onClick={() => window.location.reload()}>
          {t('app.error.continue')}
        </button>
      }
    />
  );
}
