import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { normalizeHost, resolveBrand } from '../../server/brands/resolve-brand.ts';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:3000', 'localhost'],
    ['www.est.localhost', 'est.localhost'],
    ['lobby.www.proxy.anj.localhost:8080', 'anj.localhost'],
    ['www.www.mga.localhost.', 'mga.localhost'],
    ['[::1]:3000', '[::1]'],
    ['www', 'www'],
    ['', undefined],
    [undefined, undefined],
    ['bad host', undefined],
    ['evil.com/../x', undefined],
    ['a:b:c', undefined],
    ['localhost:port', undefined],
    ['[::1', undefined],
    ['x'.repeat(300), undefined],
  ])('%j → %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('brand resolution', () => {
  it.each([
    ['localhost', 'aurora'],
    ['localhost:3000', 'aurora'],
    ['127.0.0.1:3000', 'aurora'],
    ['mga.localhost:3000', 'aurora'],
    ['aurora.localhost', 'aurora'],
    ['est.localhost', 'nordlys'],
    ['www.est.localhost', 'nordlys'],
    ['nordlys.localhost:5173', 'nordlys'],
    ['anj.localhost', 'kingfisher'],
    ['lobby.anj.localhost', 'kingfisher'],
    ['kingfisher.localhost', 'kingfisher'],
    ['cos.localhost', 'puravida'],
    ['proxy.cos.localhost', 'puravida'],
    ['puravida.localhost', 'puravida'],
    ['crc.localhost', 'coralreef'],
    ['www.coralreef.localhost', 'coralreef'],
    ['CRC.LOCALHOST', 'coralreef'],
    ['unknown.example.com', 'aurora'],
    ['nosuchbrand.localhost', 'aurora'],
    ['[::1]:3000', 'aurora'],
    ['%%%garbage%%%', 'aurora'],
    ['', 'aurora'],
    [undefined, 'aurora'],
  ])('host %j → %s', (host, brand) => {
    expect(resolveBrand(DEMO_BRANDS, { host })?.key).toBe(brand);
  });

  it('prefers a brand header that names a known brand', () => {
    expect(resolveBrand(DEMO_BRANDS, { host: 'localhost', brandHeader: 'kingfisher' })?.key).toBe(
      'kingfisher',
    );
    expect(
      resolveBrand(DEMO_BRANDS, { host: 'est.localhost', brandHeader: ' PuraVida ' })?.key,
    ).toBe('puravida');
    expect(
      resolveBrand(DEMO_BRANDS, { host: 'localhost', brandHeader: ['coralreef', 'x'] })?.key,
    ).toBe('coralreef');
  });

  it('falls back to the host when the brand header is unknown', () => {
    expect(resolveBrand(DEMO_BRANDS, { host: 'est.localhost', brandHeader: 'nope' })?.key).toBe(
      'nordlys',
    );
    expect(resolveBrand(DEMO_BRANDS, { host: 'est.localhost', brandHeader: '' })?.key).toBe(
      'nordlys',
    );
  });

  it('picks the first brand when none is flagged default, and nothing when there are none', () => {
    const withoutDefault = DEMO_BRANDS.filter((b) => !b.isDefault);
    expect(resolveBrand(withoutDefault, { host: 'unknown' })?.key).toBe(withoutDefault[0]?.key);
    expect(resolveBrand([], { host: 'localhost' })).toBeUndefined();
  });

  it('demo brands never share a host name', () => {
    const hosts = DEMO_BRANDS.flatMap((b) => b.hostnames.map((h) => normalizeHost(h)));
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
