/** The `transfers` namespace (src/locales/<lang>/transfers.json). */
import en from '../../locales/en/transfers.json?messages';
import type source from '../../locales/en/transfers.json';
import { namespace } from '../../lib/i18n';

export const useTransfersT = namespace<keyof typeof source>('transfers', en);
