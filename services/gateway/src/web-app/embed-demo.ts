import { FastifyInstance } from 'fastify';

/**
 * GET /embed-demo (embedded mode only): a sample store page with the chat widget on it, as a
 * shop would paste it, for trying the widget and for the browser tests. ?page=2 is a second
 * page, to see the conversation survive a navigation.
 */
export function serveEmbedDemo(fastify: FastifyInstance): void {
  fastify.get('/embed-demo', (request, reply) => {
    const second = (request.query as { page?: string }).page === '2';
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return demoPage(second);
  });
}

function demoPage(second: boolean): string {
  const [title, body] = second
    ? ['Putters', 'Blade and mallet putters from the brands you know. Free fitting in store.']
    : [
        'Drivers',
        'This season’s drivers, fitted to your swing. Trade in your old clubs for credit.',
      ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Fairway &amp; Green (widget demo)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1e293b; }
  header { background: #14532d; color: #fff; padding: 16px 24px; }
  nav a { color: #fff; margin-right: 16px; }
  main { max-width: 720px; padding: 24px; }
</style>
</head>
<body>
<header>
  <strong>Fairway &amp; Green</strong>
  <nav aria-label="Store"><a href="/embed-demo">Drivers</a><a href="/embed-demo?page=2">Putters</a></nav>
</header>
<main>
  <h1>${title}</h1>
  <p>${body}</p>
  <p>A sample store page: the chat button in the corner is Caddie's widget, added with one
  script tag.</p>
</main>
<script src="/widget.js" data-name="Caddie" async></script>
</body>
</html>
`;
}
