/**
 * The chat widget's loader: one script tag on a shop's page adds a launcher button that opens
 * Caddie's chat (the /embed page) in an iframe panel. No framework, a few kilobytes; the
 * iframe loads on first open. Options, as data attributes of the script tag:
 *   data-position="left|right"  data-colour="#0b6e4f"  data-name="Caddie"  data-open="true"
 * data-name labels the launcher on the shop's page; inside the panel, the name and greeting
 * are the server's (WIDGET_NAME, WIDGET_GREETING): nothing in the panel's address is shown.
 * The conversation lives in the iframe (its sessionStorage), so it survives the host page's
 * navigations; whether the panel was open is kept in the host's sessionStorage.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || document.getElementById('caddie-widget')) return;
  const origin = new URL(script.src).origin;
  const data = script.dataset;
  const side = data.position === 'left' ? 'left' : 'right';
  const colour = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(data.colour ?? '')
    ? data.colour!
    : '#0b6e4f';
  const name = (data.name ?? 'Caddie').slice(0, 40);
  const OPEN_KEY = 'caddie-widget-open';
  const narrow = window.matchMedia('(max-width: 639px)');

  const root = document.createElement('div');
  root.id = 'caddie-widget';
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', `Chat with ${name}`);
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', 'caddie-widget-panel');
  button.innerHTML =
    '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
  Object.assign(button.style, {
    position: 'fixed',
    bottom: '20px',
    [side]: '20px',
    width: '60px',
    height: '60px',
    borderRadius: '50%',
    border: 'none',
    background: colour,
    color: '#fff',
    cursor: 'pointer',
    boxShadow: '0 4px 14px rgba(0,0,0,.25)',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  });

  const panel = document.createElement('div');
  panel.id = 'caddie-widget-panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', `Chat with ${name}`);
  panel.hidden = true;
  let frame: HTMLIFrameElement | undefined;

  const place = () => {
    const full = narrow.matches;
    Object.assign(panel.style, {
      position: 'fixed',
      zIndex: '2147483001',
      background: '#fff',
      overflow: 'hidden',
      boxShadow: '0 8px 30px rgba(0,0,0,.3)',
      borderRadius: full ? '0' : '12px',
      top: full ? '0' : 'auto',
      bottom: full ? '0' : '92px',
      left: full ? '0' : side === 'left' ? '20px' : 'auto',
      right: full ? '0' : side === 'right' ? '20px' : 'auto',
      width: full ? '100%' : '380px',
      height: full ? '100%' : 'min(640px, calc(100vh - 120px))',
    });
  };

  const embedUrl = () => {
    return `${origin}/embed?${new URLSearchParams({ colour })}`;
  };

  const setOpen = (open: boolean) => {
    if (open && !frame) {
      frame = document.createElement('iframe');
      frame.src = embedUrl();
      frame.title = `Chat with ${name}`;
      frame.setAttribute('allow', 'clipboard-write');
      Object.assign(frame.style, { border: '0', width: '100%', height: '100%' });
      panel.append(frame);
    }
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // On a phone the panel covers the page: the launcher is then the way to close it.
    button.style.zIndex = open && narrow.matches ? '2147483002' : '2147483000';
    try {
      sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
    } catch {
      // storage refused (privacy settings): the panel just starts closed next time
    }
  };

  button.addEventListener('click', () => setOpen(panel.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  narrow.addEventListener('change', place);
  // The panel closes from inside too (its close button posts this).
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data === 'caddie:close') {
      setOpen(false);
      button.focus();
    }
  });

  place();
  root.append(panel, button);
  document.body.append(root);
  let wasOpen = false;
  try {
    wasOpen = sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    // no storage: closed
  }
  if (wasOpen || data.open === 'true') setOpen(true);
})();
