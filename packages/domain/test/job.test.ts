import { describe, expect, it } from 'vitest';
import { intervalParts } from '../src/interval-text';

describe('intervalParts: a job interval in its largest whole unit', () => {
  it.each([
    [10, 10, 'second'],
    [1, 1, 'second'],
    [90, 90, 'second'],
    [60, 1, 'minute'],
    [300, 5, 'minute'],
    [3600, 60, 'minute'],
    [5400, 90, 'minute'],
    [7200, 2, 'hour'],
    [86_400, 24, 'hour'],
  ])('%i s -> %i %s', (seconds, n, unit) => expect(intervalParts(seconds)).toEqual({ n, unit }));
});
