// A real OpenID provider (oidc-provider) on 127.0.0.1, run as its own process by tests/support/fake-google.ts: one
// confidential client, PKCE required, and an interaction that signs in whoever the test named last
// (POST /test/next-account with their claims) and grants the scopes asked for, with no page in between.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

const port = Number(process.env.ISSUER_PORT ?? 0);
const clientId = process.env.CLIENT_ID ?? 'test-client';
const clientSecret = process.env.CLIENT_SECRET ?? 'test-secret';
const redirectUris = (process.env.REDIRECT_URIS ?? '').split(' ').filter(Boolean);

const accounts = new Map<string, AccountClaims>();
let nextAccount: AccountClaims = { sub: 'nobody' };

async function readJson(req: IncomingMessage): Promise<AccountClaims> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as AccountClaims;
}

const server = createServer();
server.listen(port, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    cookies: { keys: ['sign-in-tests-cookie-key'] },
    pkce: { required: () => true },
    // Like Google, the ID token itself carries the e-mail and name, not only the userinfo endpoint.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
  });
  provider.on('server_error', (_ctx, error) => process.stderr.write(`${String(error)}\n`));
  const callback = provider.callback();
  server.on('request', (req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url === '/test/next-account') {
        nextAccount = await readJson(req);
        accounts.set(nextAccount.sub, nextAccount);
        res.writeHead(204).end();
        return;
      }
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(req, res, { login: { accountId: nextAccount.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
        return;
      }
      callback(req, res);
    })().catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      res.writeHead(500).end();
    });
  });
  process.stdout.write(`issuer ${issuer}\n`);
});
