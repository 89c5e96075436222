// The three documented calls of the public API (PRODUCT.md §3 "Public API shapes"), written out for a
// bot's endpoint so an owner can copy them as they are.

export function apiEndpoint(origin: string, vendorId: string): string {
  return `${origin}/webhook/api/v2/${vendorId}`;
}

export interface ApiExample {
  /** i18n key suffix under integrations.api.examples */
  name: 'info' | 'message' | 'history';
  request: string;
  reply: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function apiExamples(endpoint: string): ApiExample[] {
  return [
    {
      name: 'info',
      request: `curl ${endpoint}`,
      reply: json({ robotName: 'My bot', activate: true, failedMsg: '…', greetingMsg: '…', chatbotId: '…', postbackTitle: '…' }),
    },
    {
      name: 'message',
      request: `curl -X POST ${endpoint} \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify({ userId: 'user-1', type: 'message', message: { text: 'Opening hours?' } })}'`,
      reply: json({
        sender: 'BOT',
        type: 'answer',
        state: 'start',
        success: true,
        uid: 'user-1',
        sid: '…',
        mid: '…',
        oriQue: 'Opening hours?',
        data: { text: '…', title: '', buttons: [{ id: '…', oriQue: 'Opening hours?', text: '…' }] },
      }),
    },
    {
      name: 'history',
      request: `curl -X POST ${endpoint}/history \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify({ userId: 'user-1' })}'`,
      reply: json({
        userId: 'user-1',
        messages: [
          { sender: 'USER', text: 'Opening hours?', datetime: '…', platform: 'api', sid: '…', answerStatus: null, buttons: [] },
          { sender: 'BOT', text: '…', datetime: '…', platform: 'api', sid: '…', answerStatus: 1, buttons: [] },
        ],
      }),
    },
  ];
}
