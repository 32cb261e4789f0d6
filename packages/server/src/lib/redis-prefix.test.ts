import { describe, expect, it } from 'vitest';
import { redisPrefix } from './redis';

/** Installations sharing one Redis are kept apart by a key prefix (issue 34). */
describe('redisPrefix', () => {
  const pg = (url: string, schema = 'public') => ({
    redisPrefix: '',
    databaseUrl: url,
    databaseSchema: schema,
    dataDir: '/data',
  });
  it('is derived from the database identity: the same for every process of one, different between two', () => {
    const a = redisPrefix(pg('postgres://shop:secret@db.example:5432/asa'));
    expect(a).toMatch(/^i[0-9a-f]{12}$/);
    // another process of the same installation (other credentials, same database) agrees
    expect(redisPrefix(pg('postgres://other:pw@db.example/asa'))).toBe(a);
    expect(redisPrefix(pg('postgres://shop:secret@db.example:5432/asa2'))).not.toBe(a);
    expect(redisPrefix(pg('postgres://shop:secret@db.example:5432/asa', 'tenant2'))).not.toBe(a);
    expect(redisPrefix(pg('postgres://shop:secret@db2.example:5432/asa'))).not.toBe(a);
    // no secret in it
    expect(a).not.toContain('secret');
  });
  it('REDIS_PREFIX wins', () => {
    expect(redisPrefix({ ...pg('postgres://h/asa'), redisPrefix: 'shop-eu' })).toBe('shop-eu');
  });
});
