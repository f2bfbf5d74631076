// Who may name the client (X-Forwarded-For) in the shipped deployments: exactly the edge in
// front of the gateway, by address or CIDR block, never a name such as "uniquelocal" that
// trusts every private address (a neighbour could then claim any client's address and walk
// past every rate limit and the login throttle).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** An IPv4 or IPv6 address or CIDR block, as the gateway's config takes (client-address.ts). */
const ADDRESS_OR_BLOCK = /^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;

const ROOT = join(__dirname, '../..');

function envFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(join(ROOT, path), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('client addresses in the deployments', () => {
  it('docker compose: the gateway trusts only the web container, at its fixed address', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    });
    const { environment } = compose.services.gateway;
    const webAddress = compose.services.web.networks.default.ipv4_address;
    expect(environment.TRUST_PROXY).toBeUndefined();
    expect(environment.TRUSTED_PROXIES).toBe(webAddress);
    expect(compose.networks.default.ipam.config[0].subnet).toBe('172.30.0.0/24');
  });

  it('Kubernetes: the gateway trusts a CIDR block, not a name', () => {
    const config = envFile('deploy/k8s/base/config.env');
    expect(config.TRUST_PROXY).toBeUndefined();
    const entries = config.TRUSTED_PROXIES.split(',');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatch(ADDRESS_OR_BLOCK);
  });
});
