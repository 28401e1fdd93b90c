import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins, parseTrustProxy, readConfig } from '../../../server/config.js';
import { DEFAULT_RATE_LIMITS } from '../../../server/routes/route-deps.js';

describe('server configuration from the environment', () => {
  it('has working defaults: loopback, port 4173, PGlite in .data, a generated owner token', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4173, databaseUrl: undefined, dataDir: '.data', allowedOrigins: [], mapsApiKey: undefined, ownerTokenGenerated: true, rateLimits: DEFAULT_RATE_LIMITS });
    expect(config.ownerToken.length).toBeGreaterThanOrEqual(32);
    expect(readConfig({}).ownerToken).not.toBe(config.ownerToken);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/site',
      OWNER_TOKEN: 'a-long-enough-owner-token',
      ALLOWED_ORIGINS: 'https://cms.example, https://shop.example/',
      MAPS_API_KEY: 'k',
      RATE_LIMIT_API: '1000',
      RATE_LIMIT_FORMS: '5',
      RATE_LIMIT_LOGIN: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/site',
      ownerToken: 'a-long-enough-owner-token',
      ownerTokenGenerated: false,
      allowedOrigins: ['https://cms.example', 'https://shop.example'],
      mapsApiKey: 'k',
      rateLimits: { api: 1000, formSubmission: 5, login: 3 },
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer 0-65535, got "eighty"');
    expect(() => readConfig({ OWNER_TOKEN: 'short' })).toThrow('OWNER_TOKEN must be at least 16 characters long');
    expect(() => readConfig({ RATE_LIMIT_FORMS: '0' })).toThrow('RATE_LIMIT_FORMS must be a positive whole number');
    expect(() => parseAllowedOrigins('https://cms.example/path')).toThrow('ALLOWED_ORIGINS entries must be bare origins');
  });

  it('reads TRUST_PROXY as off, any proxy, a hop count or a list of proxy addresses, and names a bad value', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1 ,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow('TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses/CIDR ranges, got "proxy.example"');
    expect(() => parseTrustProxy('500')).toThrow('TRUST_PROXY hop count must be 1-99');
  });

  it('reads ANALYTICS_RETENTION_DAYS as keep everything when unset, else a number of days, and names a bad value', () => {
    expect(readConfig({}).analyticsRetentionDays).toBeNull();
    expect(readConfig({ ANALYTICS_RETENTION_DAYS: '' }).analyticsRetentionDays).toBeNull();
    expect(readConfig({ ANALYTICS_RETENTION_DAYS: '400' }).analyticsRetentionDays).toBe(400);
    for (const bad of ['0', '-5', '1.5', 'forever', '99999']) {
      expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: bad })).toThrow(`ANALYTICS_RETENTION_DAYS must be a whole number of days 1-36500 (unset keeps everything), got "${bad}"`);
    }
  });
});
