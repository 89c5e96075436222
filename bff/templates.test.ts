// The template wizard's calls through the BFF against a real backend: the templates with their rules, a bot created
// from one, and a refusal naming the template's fields.
import { errorCodes, graphql } from './test-support/graphqlClient';
import { newOwner, startBffStack, type BffStack, type TestOwner } from './test-support/stack';

let stack: BffStack;
let owner: TestOwner;
beforeAll(async () => {
  stack = await startBffStack();
  owner = await newOwner(stack);
});
afterAll(async () => {
  await stack?.close();
});

const TEMPLATES = `query Test_Templates($language: BotLanguage) { chatbotTemplates(language: $language) {
  id name description scenario groups { questions answers } fields { key label type example rules { kind value min max pattern field } } } }`;
const CREATE = `mutation Test_CreateFromTemplate($input: CreateChatbotFromTemplateInput!) { createChatbotFromTemplate(input: $input) { chatbot { id name language scenario } } }`;

interface TemplateData {
  id: string;
  name: string;
  fields: { key: string; label: string; type: string; example: string; rules: Record<string, unknown>[] }[];
}

const asOwner = () => ({ authorization: owner.authorization });
const basic = { name: 'Clinic desk', greetingMsg: 'Hello!', failedMsg: 'Sorry.', language: 'en', package: 'free' };

async function clinic(): Promise<TemplateData> {
  const answer = await graphql<{ chatbotTemplates: TemplateData[] }>(stack.bff.url, TEMPLATES, { language: 'en' }, asOwner());
  return answer.data!.chatbotTemplates.find((template) => template.id === 'clinic-appointments')!;
}

describe('templates through the BFF', () => {
  it('lists the templates with each rule and its parameters', async () => {
    const template = await clinic();
    expect(template.name).toBe('Clinic appointments');
    const code = template.fields.find((field) => field.key === 'insurance_code')!;
    expect(code.rules).toEqual([
      { kind: 'required', value: null, min: null, max: null, pattern: null, field: null },
      { kind: 'length', value: 10, min: null, max: null, pattern: null, field: null },
      { kind: 'regex', value: null, min: null, max: null, pattern: '^[0-9]+$', field: null },
    ]);
    expect(template.fields.find((field) => field.key === 'arrive_minutes')).toMatchObject({ type: 'number', rules: [{ kind: 'required' }, { kind: 'range', min: 5, max: 60 }] });
  });

  it('creates a bot from a template and names the refused fields', async () => {
    const template = await clinic();
    const fields = template.fields.map((field) => ({ key: field.key, value: field.example }));
    const refused = await graphql(stack.bff.url, CREATE, { input: { ...basic, templateId: template.id, fields: fields.map((field) => (field.key === 'insurance_code' ? { ...field, value: '12' } : field)) } }, asOwner());
    expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
    expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'fields.insurance_code', message: 'templates.rules.length' }]);

    const created = await graphql<{ createChatbotFromTemplate: { chatbot: Record<string, string> } }>(stack.bff.url, CREATE, { input: { ...basic, templateId: template.id, fields } }, asOwner());
    expect(created.errors).toBeUndefined();
    expect(created.data?.createChatbotFromTemplate.chatbot).toMatchObject({ name: 'Clinic desk', language: 'en', scenario: 'customerSupport' });
  });

  it('needs a signed-in account', async () => {
    expect(errorCodes(await graphql(stack.bff.url, TEMPLATES))).toEqual(['UNAUTHENTICATED']);
  });
});
