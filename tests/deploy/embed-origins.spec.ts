// The shop's sites that may frame the chat widget, as the web pods get them: an nginx snippet
// from a generated ConfigMap, mounted read-only where web/nginx/default.conf includes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { named, renderOverlay } from './render-overlay';

describe.each(['dev', 'prod'] as const)('the widget origins in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);
  const pod = named(objects, 'Deployment', 'web').spec.template.spec;

  it('mounts the caddie-embed ConfigMap read-only where nginx includes it', () => {
    expect(pod.containers[0].volumeMounts).toContainEqual({
      name: 'embed-origins',
      mountPath: '/etc/nginx/conf.d/embed',
      readOnly: true,
    });
    const nginx = readFileSync(join(__dirname, '../../web/nginx/default.conf'), 'utf8');
    expect(nginx).toContain('include /etc/nginx/conf.d/embed/*.conf;');
  });

  it('generates the ConfigMap with a hash in its name, so a change rolls the web pods', () => {
    const volume = pod.volumes.find((v: { name: string }) => v.name === 'embed-origins');
    const map = named(objects, 'ConfigMap', volume.configMap.name);
    expect(map.metadata.name).toMatch(/^caddie-embed-[a-z0-9]{10}$/);
    expect(map.data?.['embed-origins.conf']).toMatch(/^set \$embed_origins "";$/m);
  });
});
