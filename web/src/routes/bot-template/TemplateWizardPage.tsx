// The template wizard (PRODUCT.md §2, §4): choose template → basic info → Q&A fields → finish. Next checks the step
// it leaves; the fields are checked live by the shared §5 rules, and the server's refusals land under the named field.
// Success offers the Q&A settings; failure offers to close. What was typed is kept as a draft for the tab
// (template-draft.ts) until the bot is created or the owner starts over.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkTemplateValue, checkTemplateValues, reasonOfMessage } from '../../../../schema/rules/templates';
import { useBotCreate_UserConfigQuery, useBotTemplate_CreateMutation, useBotTemplate_TemplatesQuery, type BotCreate_UserConfigQuery } from '../../__generated__/graphql';
import { revealFirstInvalid } from '../../app/error-reveal';
import { BotLimitNotice } from '../../bots/BotLimitNotice';
import { QueryFailure } from '../../app/QueryFailure';
import { BotBasicFields } from '../../bots/BotBasicFields';
import { WizardButtons } from '../../bots/WizardButtons';
import { BOT_FIELD_ALIASES, emptyBotBasicValues, toBotBasicInput, useBotBasicForm } from '../../bots/bot-form';
import { clearDraft, readDraft, saveDraft } from '../../bots/wizard-draft';
import { StepCaption, stepNaming, useCompactStepper } from '../../forms/compact-stepper';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { currentLanguage } from '../../i18n';
import { CreateBotSkeleton } from '../bot-create/CreateBotPage';
import { TemplateChooser } from './TemplateChooser';
import { TemplateFieldsStep } from './TemplateFieldsStep';
import { TemplateResult, type Outcome } from './TemplateResult';
import { fieldRulesOf, ruleMessage, type WizardTemplate } from './template-fields';
import { LAST_STEP, STEPS, templateDraftSchema, templateWizardStart, type TemplateDraft } from './template-draft';

const step = (name: (typeof STEPS)[number]) => STEPS.indexOf(name);

export function TemplateWizardPage() {
  const language = currentLanguage();
  const config = useBotCreate_UserConfigQuery();
  const list = useBotTemplate_TemplatesQuery({ variables: { language } });
  // Start over mounts a fresh wizard: every step's state goes back to the account's defaults at once.
  const [round, setRound] = useState(0);
  const account = config.data?.me?.email;

  const failed = config.error ?? list.error;
  if (failed) return <QueryFailure error={failed} onRetry={() => void Promise.all([config.refetch(), list.refetch()]).catch(() => undefined)} />;
  if (!config.data || !list.data) return <CreateBotSkeleton />;

  const startOver = () => {
    if (account) clearDraft('bot-template', account);
    setRound((count) => count + 1);
  };
  return <TemplateWizard key={round} config={config.data} templates={list.data.chatbotTemplates} onStartOver={startOver} />;
}

interface TemplateWizardProps {
  config: BotCreate_UserConfigQuery;
  templates: WizardTemplate[];
  onStartOver: () => void;
}

function TemplateWizard({ config, templates, onStartOver }: TemplateWizardProps) {
  const { t } = useTranslation();
  const stepper = useCompactStepper();
  const [create, { loading: creating }] = useBotTemplate_CreateMutation();
  const { userConfig, me } = config;
  const account = me?.email;
  // Read once when the wizard opens; the account's defaults are where a wizard without a draft starts.
  const [start] = useState(() =>
    templateWizardStart(
      account ? readDraft('bot-template', account, templateDraftSchema) : null,
      emptyBotBasicValues(userConfig.defaultLanguage, userConfig.packages[0]?.code ?? ''),
      userConfig.packages.map((plan) => plan.code),
      templates,
    ),
  );
  const [active, setActive] = useState(start.step);
  const steps = useRef<HTMLDivElement>(null);
  const [chosenId, setChosenId] = useState<string | null>(start.templateId);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>(start.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useBotBasicForm(start.basic);
  // The preview shows the groups as the bot will hold them: in the language it is created in, not the console's.
  const botLanguage = form.values.language || userConfig.defaultLanguage;
  const inBotLanguage = useBotTemplate_TemplatesQuery({ variables: { language: botLanguage } });

  /** Once the bot is created its draft is gone for good; nothing may write it back. */
  const created = useRef(false);
  const basic = form.values;
  useEffect(() => {
    if (!account || created.current) return;
    const draft: TemplateDraft = { version: 1, step: active, templateId: chosenId, values, basic };
    saveDraft('bot-template', account, draft);
  }, [account, active, chosenId, values, basic]);

  const template = templates.find((one) => one.id === chosenId);
  const fields = useMemo(() => (template ? fieldRulesOf(template) : []), [template]);

  const choose = (id: string) => {
    setChosenId(id);
    setChooseError(null);
    setErrors({});
    // A new template starts from its own fields; values typed for another one do not carry over.
    if (id !== chosenId) setValues({});
  };

  /** Re-checks a field and the fields that must match it, as the user types. */
  const changeField = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const affected = fields.filter((field) => field.key === key || field.rules.some((rule) => rule.kind === 'match' && rule.field === key));
    setErrors((current) => {
      const updated = { ...current };
      for (const field of affected) {
        // A field that must match this one is re-checked once it holds a value or a message.
        if (field.key !== key && !(field.key in current) && !next[field.key]) continue;
        const reason = checkTemplateValue(field, next[field.key] ?? '', next);
        if (reason) updated[field.key] = ruleMessage(t, fields, field.key, reason);
        else delete updated[field.key];
      }
      return updated;
    });
  };

  const blurField = (key: string) => {
    const field = fields.find((one) => one.key === key);
    const reason = field ? checkTemplateValue(field, values[key] ?? '', values) : null;
    if (reason) setErrors((current) => ({ ...current, [key]: ruleMessage(t, fields, key, reason) }));
  };

  const fieldsAreValid = (): boolean => {
    const refused = checkTemplateValues(fields, values);
    setErrors(Object.fromEntries(Object.entries(refused).map(([key, reason]) => [key, ruleMessage(t, fields, key, reason)])));
    return Object.keys(refused).length === 0;
  };

  const stepIsValid = (index: number): boolean => {
    if (STEPS[index] === 'choose' && !template) {
      setChooseError(t('templates.choose.required'));
      return false;
    }
    if (STEPS[index] === 'basicInfo') return !form.validate().hasErrors;
    if (STEPS[index] === 'fields') return fieldsAreValid();
    return true;
  };

  const next = () => {
    if (stepIsValid(active)) setActive((index) => Math.min(index + 1, LAST_STEP));
    else if (steps.current) revealFirstInvalid(steps.current);
  };
  const back = () => setActive((index) => Math.max(index - 1, 0));

  /** Puts each refusal under its field; the first step holding one is where Close takes the user. */
  const showServerErrors = (error: unknown): number | undefined => {
    const issues = serverFieldErrors(error, BOT_FIELD_ALIASES);
    const steps: number[] = [];
    const fieldErrors: Record<string, string> = {};
    for (const [name, message] of Object.entries(issues)) {
      if (name.startsWith('fields.')) {
        const key = name.slice('fields.'.length);
        const reason = reasonOfMessage(message);
        fieldErrors[key] = reason ? ruleMessage(t, fields, key, reason) : t(message);
        steps.push(step('fields'));
      } else if (name === 'template_id') {
        setChooseError(t(message));
        steps.push(step('choose'));
      } else {
        const basic = name.replace(/^payload\./, '');
        form.setFieldError(BOT_FIELD_ALIASES[basic] ?? basic, t(message));
        steps.push(step('basicInfo'));
      }
    }
    setErrors(fieldErrors);
    return steps.length > 0 ? Math.min(...steps) : undefined;
  };

  const submit = async () => {
    if (!template) return;
    try {
      const { data } = await create({
        variables: { input: { ...toBotBasicInput(form.getValues()), templateId: template.id, fields: fields.map((field) => ({ key: field.key, value: values[field.key] ?? '' })) } },
      });
      if (!data) return;
      created.current = true;
      if (account) clearDraft('bot-template', account);
      setOutcome({ kind: 'success', botId: data.createChatbotFromTemplate.chatbot.id, name: data.createChatbotFromTemplate.chatbot.name });
    } catch (error) {
      const code = errorCodeOf(error);
      const retryStep = code === 'VALIDATION_FAILED' ? showServerErrors(error) : code === 'DUPLICATE_BOT_NAME' || code === 'PACKAGE_NOT_IN_PLAN' ? step('basicInfo') : undefined;
      if (code === 'DUPLICATE_BOT_NAME') form.setFieldError('robot_name', t('errors.DUPLICATE_BOT_NAME'));
      if (code === 'PACKAGE_NOT_IN_PLAN') form.setFieldError('package', t('errors.PACKAGE_NOT_IN_PLAN'));
      setOutcome({ kind: 'failure', messageKey: `errors.${code}`, retryStep });
    }
  };

  const closeFailure = () => {
    if (outcome?.kind === 'failure' && outcome.retryStep !== undefined) setActive(outcome.retryStep);
    setOutcome(null);
  };

  const summary: [string, string][] = [
    [t('templates.finish.template'), template?.name ?? ''],
    [t('templates.finish.groups'), String(template?.groups.length ?? 0)],
    [t('botForm.name'), form.getValues().robot_name],
    [t('botForm.language'), form.getValues().language ? t(`botLanguage.${form.getValues().language}`) : ''],
    ...fields.map((field): [string, string] => [field.label, values[field.key] ?? '']),
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('templates.title')}
      </Title>
      <BotLimitNotice account={me} />
      {stepper.compact && <StepCaption current={active} total={STEPS.length} label={t(`templates.steps.${STEPS[active]}`)} />}
      <Stepper ref={steps} active={active} allowNextStepsSelect={false} onStepClick={setActive} size="sm" styles={stepper.styles}>
        <Stepper.Step {...stepNaming(t('templates.steps.choose'), 0, active)}>
          <TemplateChooser
            templates={templates}
            previews={inBotLanguage.data?.chatbotTemplates}
            previewsLoading={inBotLanguage.loading}
            previewLanguage={botLanguage}
            chosen={chosenId}
            error={chooseError}
            onChange={choose}
          />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('templates.steps.basicInfo'), 1, active)}>
          <BotBasicFields form={form} packages={userConfig.packages} plan={me?.plan} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('templates.steps.fields'), 2, active)}>
          <TemplateFieldsStep fields={fields} values={values} errors={errors} onChange={changeField} onBlur={blurField} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('templates.steps.finish'), 3, active)}>
          <Text mb="sm">{t('templates.finish.intro')}</Text>
          <Table withRowBorders={false} aria-label={t('templates.finish.summary')}>
            <Table.Tbody>
              {summary.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="35%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stepper.Step>
      </Stepper>
      {Object.keys(errors).length > 0 && active === step('fields') && (
        <Alert color="red" role="alert">
          {t('templates.failure.fieldsHint')}
        </Alert>
      )}
      <WizardButtons
        active={active}
        lastStep={LAST_STEP}
        creating={creating}
        createLabel={t('templates.create')}
        onBack={back}
        onNext={next}
        onCreate={() => void submit()}
        onStartOver={onStartOver}
      />
      <TemplateResult outcome={outcome} onClose={closeFailure} />
    </Stack>
  );
}
