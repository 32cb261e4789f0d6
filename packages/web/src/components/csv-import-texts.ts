/** The `csvImport` namespace of the CSV import dialog (src/locales/<lang>/csvImport.json). */
import en from '../locales/en/csvImport.json?messages';
import type source from '../locales/en/csvImport.json';
import { namespace } from '../lib/i18n';

export const useCsvImportT = namespace<keyof typeof source>('csvImport', en);
