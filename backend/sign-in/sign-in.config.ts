// Which third-party sign-ins this server is configured for (GOOGLE_* and LINE_LOGIN_* settings); a provider without
// its client id and secret is simply not offered.
import { googleProvider } from './google.provider';
import { lineProvider } from './line.provider';
import type { SignInProviders } from './provider';

function urlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return (env[name] || fallback).replace(/\/+$/, '');
}

export function readSignInProviders(env: NodeJS.ProcessEnv): SignInProviders {
  const providers: SignInProviders = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = googleProvider({
      issuer: urlSetting(env, 'GOOGLE_ISSUER', 'https://accounts.google.com'),
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  if (env.LINE_LOGIN_CHANNEL_ID && env.LINE_LOGIN_CHANNEL_SECRET) {
    providers.line = lineProvider({
      authorizeBaseUrl: urlSetting(env, 'LINE_LOGIN_BASE_URL', 'https://access.line.me'),
      apiBaseUrl: urlSetting(env, 'LINE_LOGIN_API_BASE_URL', 'https://api.line.me'),
      channelId: env.LINE_LOGIN_CHANNEL_ID,
      channelSecret: env.LINE_LOGIN_CHANNEL_SECRET,
    });
  }
  return providers;
}
