/** The `common` namespace: the app shell and the shared components (src/locales/<lang>/common.json). */
import en from '../locales/en/common.json?messages';
import type source from '../locales/en/common.json';
import { namespace } from './i18n';

export type CommonKey = keyof typeof source;
export const useCommonT = namespace<CommonKey>('common', en);
