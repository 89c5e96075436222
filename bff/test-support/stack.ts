// A real backend on a fresh database and a real BFF in front of it, both on random loopback ports.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import type { CreateChatbotPayload } from '../../schema/rules/validation';
import type { TrustProxy } from '../http/trustProxy';
import { startBff, type RunningBff } from '../server';
import { startObservingProxy, type ObservingProxy } from './observingProxy';

export interface BffStack {
  backend: TestBackend;
  bff: RunningBff;
  /** Sits between the BFF and the backend, so tests can wait on the BFF's backend streams. */
  proxy: ObservingProxy;
  close(): Promise<void>;
}

export async function startBffStack(
  options: { webDistDir?: string; introspection?: boolean; trustProxy?: TrustProxy; backendEnv?: NodeJS.ProcessEnv } = {},
): Promise<BffStack> {
  const backend = await startTestBackend(options.backendEnv ? { env: options.backendEnv } : {});
  let proxy: ObservingProxy | undefined;
  let bff: RunningBff;
  try {
    proxy = await startObservingProxy(backend.url);
    bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: proxy.url, webDistDir: options.webDistDir, introspection: options.introspection, trustProxy: options.trustProxy });
  } catch (error) {
    await proxy?.close();
    await backend.close();
    throw error;
  }
  const observing = proxy;
  return {
    backend,
    bff,
    proxy: observing,
    async close() {
      await bff.close();
      await observing.close();
      await backend.close();
    },
  };
}

/** A signed-in account of the stack's backend: its password, its bearer token and the Authorization header value. */
export interface TestOwner {
  email: string;
  password: string;
  token: string;
  authorization: string;
}

/** Registers a fresh account on the stack's backend and signs it in. */
export async function newOwner(stack: BffStack): Promise<TestOwner> {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  return { ...account, token, authorization: `Bearer ${token}` };
}

/** A fresh signed-in account (newOwner) with a new bot of its own, made with `bot` over the factory's defaults. */
export async function newOwnerWithBot(stack: BffStack, bot: Partial<CreateChatbotPayload> = {}): Promise<TestOwner & { botId: string }> {
  const owner = await newOwner(stack);
  return { ...owner, botId: (await newChatbot(stack.backend.url, owner.token, bot)).chatbot_id };
}
