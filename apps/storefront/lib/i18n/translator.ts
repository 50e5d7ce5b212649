// The request's translator: the message catalogue with the translation document's overrides
// (content type `translation`, field translation_keys [{ key, value }]). Loaded once per request.
import 'server-only';
import { cache } from 'react';
import { getTranslationDocument } from '@/lib/content';
import { createTranslator, overridesFromTranslationKeys, type Translate } from './catalog';

export const getTranslator = cache(async (): Promise<Translate> => {
  const doc = await getTranslationDocument();
  return createTranslator(overridesFromTranslationKeys(doc.translation_keys));
});
