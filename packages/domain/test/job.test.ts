import { describe, expect, it } from 'vitest';
import { intervalText } from '../src/interval-text';

describe('intervalText: a job interval as the pages say it', () => {
  it.each([
    [10, '10 seconds'],
    [1, '1 second'],
    [90, '90 seconds'],
    [60, '1 minute'],
    [300, '5 minutes'],
    [3600, '60 minutes'],
    [5400, '90 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('%i s -> %s', (seconds, text) => expect(intervalText(seconds)).toBe(text));
});
