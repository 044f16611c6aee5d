import * as os from 'node:os';
import * as path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  describe('when no variable is set', () => {
    it('chooses the embedded profile with its defaults', () => {
      const config = loadConfig({});
      expect(config).toMatchObject({
        profile: 'embedded',
        port: 3000,
        databaseUrl: null,
        redisUrl: null,
        roles: ['api', 'projector', 'worker'],
      });
      expect(config.dataDir).toBe(path.resolve('./data'));
      expect(config.outboxDir).toBe(path.join(path.resolve('./data'), 'outbox'));
    });
  });

  describe('when DATABASE_URL is set', () => {
    it('chooses the services profile', () => {
      const config = loadConfig({
        DATABASE_URL: 'postgres://u@db/x',
        REDIS_URL: 'redis://r:6379',
        PORT: '8080',
        DATA_DIR: '/srv/data',
      });
      expect(config).toMatchObject({
        profile: 'services',
        port: 8080,
        dataDir: '/srv/data',
        redisUrl: 'redis://r:6379',
      });
    });

    it('stops start-up naming REDIS_URL when it is missing', () => {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/x' })).toThrow(/REDIS_URL/);
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'not a url'],
    ['EVENTSTORE_URL', 'http://esdb:2113'],
    ['PROCESS_ROLES', 'api,cook'],
    ['LOG_LEVEL', 'loud'],
  ])('stops start-up with a message naming %s when it is %p', (variable, value) => {
    const env = { DATABASE_URL: 'postgres://u@db/x', REDIS_URL: 'redis://r', [variable]: value };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });

  describe('payments', () => {
    it('use the sandbox gateway without Braintree keys', () => {
      expect(loadConfig({}).braintree).toBeNull();
    });

    it('use Braintree (its sandbox unless told otherwise) when all three keys are set', () => {
      const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };
      expect(loadConfig(keys).braintree).toEqual({
        environment: 'sandbox',
        merchantId: 'm',
        publicKey: 'pub',
        privateKey: 'priv',
      });
      expect(loadConfig({ ...keys, BRAINTREE_ENVIRONMENT: 'production' }).braintree?.environment).toBe('production');
    });

    it('stop start-up naming the missing key when only some are set', () => {
      expect(() => loadConfig({ BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub' })).toThrow(
        /BRAINTREE_PRIVATE_KEY/,
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('believes no forwarding header unless set', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
    });

    it.each<[string, unknown]>([
      ['false', false],
      ['0', false],
      ['true', true],
      ['2', 2],
      ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
      ['fd00::/8,::1,loopback', ['fd00::/8', '::1', 'loopback']],
    ])('reads %p as Fastify’s trustProxy %p', (value, trustProxy) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
    });

    it.each([
      'yes',
      '-1',
      '101',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '300.1.1.1',
      '10.0.0.1,',
      'proxy.example.org',
      '10.0.0.0/8/8',
    ])('stops start-up on one line naming it when it is %p', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `Configuration error: TRUST_PROXY must be false, true, a hop count (1-100) or a comma-separated list of addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1) (got "${value}")`,
      );
    });
  });

  describe('health', () => {
    it('names the instance by host and process unless INSTANCE_ID is set, and opens no health port by default', () => {
      expect(loadConfig({})).toMatchObject({
        instanceId: `${os.hostname()}:${process.pid}`,
        healthPort: null,
        maxProjectionLagSeconds: 30,
      });
      expect(loadConfig({ INSTANCE_ID: 'api-2', HEALTH_PORT: '9000', HEALTH_MAX_PROJECTION_LAG: '5' })).toMatchObject({
        instanceId: 'api-2',
        healthPort: 9000,
        maxProjectionLagSeconds: 5,
      });
    });

    it.each([
      ['HEALTH_PORT', '70000'],
      ['HEALTH_MAX_PROJECTION_LAG', '0'],
      ['HEALTH_MAX_PROJECTION_LAG', 'soon'],
      ['INSTANCE_ID', 'two words'],
    ])('stops start-up naming %s when it is %p', (variable, value) => {
      expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Configuration error: ${variable} `));
    });
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '' })).toMatchObject({ profile: 'embedded', port: 3000 });
  });
});

describe('advertising settings', () => {
  it('shows no ads unless configured', () => {
    expect(loadConfig({}).ads).toEqual({ network: null, bookTag: null });
  });

  it('reads the ad network’s slot, with the format "auto" by default, and the bookstore tag', () => {
    const config = loadConfig({
      ADS_CLIENT: 'ca-pub-1234567890123456',
      ADS_SLOT: '12345678',
      ADS_SEARCH_SLOT: 'afscontainer1',
      ADS_BOOK_TAG: 'dc-20',
    });
    expect(config.ads).toEqual({
      network: {
        client: 'ca-pub-1234567890123456',
        slot: '12345678',
        layout: null,
        format: 'auto',
        searchSlot: 'afscontainer1',
      },
      bookTag: 'dc-20',
    });
  });

  it.each([
    [{ ADS_CLIENT: 'ca-pub-1234567890123456' }, 'ADS_SLOT'],
    [{ ADS_SLOT: '12345678' }, 'ADS_CLIENT'],
    [{ ADS_CLIENT: 'pub-1"><script>', ADS_SLOT: '12345678' }, 'ADS_CLIENT'],
    [{ ADS_CLIENT: 'ca-pub-1234567890123456', ADS_SLOT: '1234', ADS_FORMAT: 'auto"' }, 'ADS_FORMAT'],
  ])('stops start-up naming the variable for %p', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Configuration error: ${variable} `));
  });
});
