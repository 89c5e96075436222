// A stranger's website for the widget tests: one HTML page on its own origin (127.0.0.1 on a random port, while
// the console is reached as localhost), embedding the widget with the snippet a bot owner copies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPage {
  url: string;
  close(): Promise<void>;
}

/** Serves `html` at / (and 404 elsewhere). */
export async function startHostPage(html: string): Promise<HostPage> {
  const server: Server = createServer((req, res) => {
    if (req.url !== '/' && req.url !== '/index.html') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
