import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';
import { HttpError } from './errors';

describe('RateLimiter', () => {
  it('allows the limit per window and key, then answers 429 until the window passes', () => {
    const l = new RateLimiter(2, 1000, 'slow down');
    l.hit('a', 0);
    l.hit('a', 10);
    l.hit('b', 10);
    expect(() => l.hit('a', 20)).toThrowError(HttpError);
    try {
      l.hit('a', 30);
    } catch (e) {
      expect((e as HttpError).statusCode).toBe(429);
      expect((e as HttpError).message).toBe('slow down');
    }
    expect(() => l.hit('a', 1000)).not.toThrow();
  });
});
