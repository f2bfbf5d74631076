import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { NGINX_CONF, securityHeaders, writeSecurityHeaders } from './nginx-security-headers';

const conf = readFileSync(NGINX_CONF, 'utf8');

/** Each location block of the nginx site, by its opening line. */
function locations(text: string): Map<string, string> {
  const blocks = text.split(/\n(?= {4}location )/).slice(1);
  return new Map(blocks.map((block) => [block.split('\n', 1)[0].trim(), block.split('\n}')[0]]));
}

describe('web/nginx/default.conf', () => {
  it('sends the security headers of the policy the gateway sends (npm run web:nginx writes them)', () => {
    expect(writeSecurityHeaders(conf, securityHeaders)).toBe(conf);
  });

  it('repeats them in every location that adds a header of its own (nginx would drop them)', () => {
    const added = [...locations(conf)].filter(([, block]) => block.includes('add_header'));
    expect(added.length).toBeGreaterThan(0);
    for (const [location, block] of added)
      expect([location, block.includes('# BEGIN security headers')]).toEqual([location, true]);
  });

  it("is helmet's headers for the policy: a page may not be framed, /embed by the shop", () => {
    const origins = ['https://shop.example'];
    expect(securityHeaders('page', origins)['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders('page', origins)['Content-Security-Policy']).toMatch(
      /frame-ancestors 'none'$/,
    );
    expect(securityHeaders('embed', origins)).not.toHaveProperty('X-Frame-Options');
    expect(securityHeaders('embed', origins)['Content-Security-Policy']).toMatch(
      /frame-ancestors 'self' https:\/\/shop\.example$/,
    );
    expect(securityHeaders('widget')['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });

  it('replaces a stale block and leaves the rest of the file as written', () => {
    const stale = conf.replace(/add_header X-Frame-Options "DENY" always;\n/, '');
    expect(stale).not.toBe(conf);
    expect(writeSecurityHeaders(stale, securityHeaders)).toBe(conf);
  });
});
