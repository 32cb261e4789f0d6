import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { messages } from './messages';

export const id = z.number().int();
/** Discord snowflake-ish id string; '' means unset. */
export const discordRef = z.string().max(30).default('');
export const sortingIndex = z
  .number({ error: messages.sortingIndex })
  .int({ error: messages.sortingIndex })
  .min(0, messages.sortingIndex)
  .default(0);

export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};
/** Optional http(s) URL: '' allowed. */
export const optionalHttpUrl = (message: string) =>
  z
    .string()
    .max(2000, message)
    .refine((v) => v === '' || isHttpUrl(v), message)
    .default('');

export const requiredName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(NAME_MAX, messages.nameMax);

/** Non-negative integer with one message for every failure. */
export const nonNegativeInt = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, message);

export const isoDate = z.string();
