import 'reflect-metadata';
import { DEMO_SHOP_PROFILE } from '@caddie/answer-engine';
import { loadConfig } from '@caddie/service-kit';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChatServiceConfig } from './chat-service.config';

describe('the shop profile in the config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'caddie-profile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const { searchWeights, thresholds, answerProbability, ...shopOwn } = DEMO_SHOP_PROFILE;

  it("is the demo golf shop's unless SHOP_PROFILE names another", () => {
    expect(loadConfig(ChatServiceConfig, {}).shopProfile).toEqual(DEMO_SHOP_PROFILE);
    const bikeShop = {
      ...shopOwn,
      supportContact: 'help@spokes.example',
      vocabulary: { trade: 'none' },
      thresholds: { confident: 0.9 },
    };
    const profile = loadConfig(ChatServiceConfig, {
      SHOP_PROFILE: file('bikes.json', bikeShop),
    }).shopProfile;
    expect(profile).toMatchObject({
      supportContact: 'help@spokes.example',
      vocabulary: { trade: 'none' },
      thresholds: { ...thresholds, confident: 0.9 },
      searchWeights,
      answerProbability,
    });
  });

  it('lets SUPPORT_CONTACT and SHOP_TRADE win over the profile', () => {
    const config = loadConfig(ChatServiceConfig, {
      SUPPORT_CONTACT: 'desk@golf.example',
      SHOP_TRADE: 'none',
    });
    expect(config.shopProfile).toMatchObject({
      supportContact: 'desk@golf.example',
      vocabulary: { trade: 'none' },
      assistant: DEMO_SHOP_PROFILE.assistant,
    });
  });

  it('stops the boot naming SHOP_PROFILE and what is wrong with the file', () => {
    const load = (path: string) => () => loadConfig(ChatServiceConfig, { SHOP_PROFILE: path });
    expect(load(join(dir, 'missing.json'))).toThrow(
      /SHOP_PROFILE must name a shop profile file .*: cannot read .*missing\.json \(ENOENT\)/,
    );
    expect(load(file('broken.json', '{"supportContact": '))).toThrow(/broken\.json is not JSON/);
    const badBand = file('band.json', { ...shopOwn, thresholds: { confident: 2 } });
    expect(load(badBand)).toThrow(
      /SHOP_PROFILE .*band\.json: thresholds\.confident must be a number from 0 to 1 \(is 2\)/,
    );
  });
});
