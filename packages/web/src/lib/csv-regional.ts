/** Loaded only when a German (decimal-comma) export runs: the conversion stays out of the list pages' chunks. */
export { csvForDecimalComma, writeCsvText } from '@asa/domain';
