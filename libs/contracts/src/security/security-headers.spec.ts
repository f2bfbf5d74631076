import { responseKind, securityPolicy } from './security-headers';

describe('securityPolicy', () => {
  it('forbids framing a page, and loading its resources from other sites', () => {
    const page = securityPolicy('page', ['https://shop.example']);
    expect(page.contentSecurityPolicy.directives.frameAncestors).toEqual(["'none'"]);
    expect(page.frameguard).toEqual({ action: 'deny' });
    expect(page.crossOriginResourcePolicy.policy).toBe('same-origin');
  });

  it("lets this site and the shop's sites frame /embed, with no X-Frame-Options", () => {
    const embed = securityPolicy('embed', ['https://shop.example', 'https://www.shop.example']);
    expect(embed.contentSecurityPolicy.directives.frameAncestors).toEqual([
      "'self'",
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect(embed.frameguard).toBe(false);
  });

  it("lets other sites load the widget's loader, and frame nothing", () => {
    const widget = securityPolicy('widget');
    expect(widget.crossOriginResourcePolicy.policy).toBe('cross-origin');
    expect(widget.frameguard).toEqual({ action: 'deny' });
  });

  it('tells the kind from the path alone', () => {
    expect(['/embed', '/widget.js', '/', '/embed/x', '/api/faqs'].map(responseKind)).toEqual([
      'embed',
      'widget',
      'page',
      'page',
      'page',
    ]);
  });
});
