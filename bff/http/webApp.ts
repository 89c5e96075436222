// Serves the built console and answers browser navigation to any client-side route with index.html,
// never for GraphQL, the playground or the backend's public routes.
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isBackendPublicPath } from './backendProxy';

const NOT_THE_CONSOLE = ['/graphql', '/playground'];

function isConsolePath(pathname: string): boolean {
  return !isBackendPublicPath(pathname) && !NOT_THE_CONSOLE.some((reserved) => pathname === reserved || pathname.startsWith(`${reserved}/`));
}

/** A file the build would have written (`/assets/x.js`, `/logo.png`): missing, it is a 404, not the page. */
const looksLikeAFile = (pathname: string) => /\.[A-Za-z0-9]{1,8}$/.test(pathname);

export function webApp(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, 'index.html');
  router.use(express.static(distDir, { index: false }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // Any GET of a console route gets the page, whatever it accepts (curl, a crawler); a missing script or image is 404.
    if (!isConsolePath(req.path) || looksLikeAFile(req.path)) {
      next();
      return;
    }
    // index.html names the hashed bundles, so it must be fetched anew after every deploy.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
