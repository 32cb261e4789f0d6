/**
 * The `kitEditor` namespace (src/locales/<lang>/kitEditor.json): the lazily loaded kit editor and the sample
 * kit dialog. Imported only by their files, so its catalogue travels in their chunks, not in the /kits route's.
 */
import en from '../../locales/en/kitEditor.json?messages';
import type source from '../../locales/en/kitEditor.json';
import { namespace } from '../../lib/i18n';

export const useKitEditorT = namespace<keyof typeof source>('kitEditor', en);
