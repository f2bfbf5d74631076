import { aboutHowLong, emailKey } from './handoff-limits';

describe('handoff limits', () => {
  it('counts one inbox once, whatever its case or +tag', () => {
    expect(emailKey(' Ann+Shop@Example.COM ')).toBe('ann@example.com');
    expect(emailKey('ann+1@example.com')).toBe(emailKey('ann@example.com'));
    expect(emailKey('bo@example.com')).not.toBe(emailKey('ann@example.com'));
  });

  it('says how long to wait in words a visitor can act on', () => {
    expect(aboutHowLong(1)).toBe('about 1 minute');
    expect(aboutHowLong(600)).toBe('about 10 minutes');
    expect(aboutHowLong(20 * 3600)).toBe('about 20 hours');
  });
});
