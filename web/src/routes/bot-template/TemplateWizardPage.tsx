// The template wizard (PRODUCT.md §2, §4): choose template → basic info → Q&A fields → finish. Next checks the step
// it leaves; the fields are checked live by the shared §5 rules, and the server's refusals land under the named field.
// Success offers the Q&A settings; failure offers to close.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkTemplateValue, checkTemplateValues, reasonOfMessage } from '../../../../schema/rules/templates';
import { useBotCreate_UserConfigQuery, useBotTemplate_CreateMutation, useBotTemplate_TemplatesQuery } from '../../__generated__/graphql';
import { revealFirstInvalid } from '../../app/error-reveal';
import { BotLimitNotice } from '../../bots/BotLimitNotice';
import { QueryFailure } from '../../app/QueryFailure';
import { BotBasicFields } from '../../bots/BotBasicFields';
import { WizardButtons } from '../../bots/WizardButtons';
import { BOT_FIELD_ALIASES, emptyBotBasicValues, toBotBasicInput, useBotBasicForm } from '../../bots/bot-form';
import { StepCaption, stepNaming, useCompactStepper } from '../../forms/compact-stepper';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { currentLanguage } from '../../i18n';
import { CreateBotSkeleton } from '../bot-create/CreateBotPage';
import { TemplateChooser } from './TemplateChooser';
import { TemplateFieldsStep } from './TemplateFieldsStep';
import { TemplateResult, type Outcome } from './TemplateResult';
import { fieldRulesOf, ruleMessage } from './template-fields';

const STEPS = ['choose', 'basicInfo', 'fields', 'finish'] as const;
const LAST_STEP = STEPS.length - 1;
const step = (name: (typeof STEPS)[number]) => STEPS.indexOf(name);

/** The wizard's steps, in order (their labels are templates.steps.*). */
const TEMPLATE_STEPS = ['choose', 'basicInfo', 'fields', 'finish'] as const;

export function TemplateWizardPage() {
  const { t } = useTranslation();
  const stepper = useCompactStepper();
  const language = currentLanguage();
  const config = useBotCreate_UserConfigQuery();
  const list = useBotTemplate_TemplatesQuery({ variables: { language } });
  const [create, { loading: creating }] = useBotTemplate_CreateMutation();
  const [active, setActive] = useState(0);
  const steps = useRef<HTMLDivElement>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useBotBasicForm(emptyBotBasicValues());

  const userConfig = config.data?.userConfig;
  const defaultsApplied = useRef(false);
  const { setValues: setBasicValues } = form;
  useEffect(() => {
    if (!userConfig || defaultsApplied.current) return;
    defaultsApplied.current = true;
    setBasicValues({ language: userConfig.defaultLanguage, package: userConfig.packages[0]?.code ?? '' });
  }, [userConfig, setBasicValues]);

  const templates = list.data?.chatbotTemplates ?? [];
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
      if (data) setOutcome({ kind: 'success', botId: data.createChatbotFromTemplate.chatbot.id, name: data.createChatbotFromTemplate.chatbot.name });
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

  const failed = config.error ?? list.error;
  if (failed) return <QueryFailure error={failed} onRetry={() => void Promise.all([config.refetch(), list.refetch()]).catch(() => undefined)} />;
  if ((config.loading && !config.data) || (list.loading && !list.data)) return <CreateBotSkeleton />;

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
      <BotLimitNotice account={config.data?.me} />
      {stepper.compact && <StepCaption current={active} total={TEMPLATE_STEPS.length} label={t(`templates.steps.${TEMPLATE_STEPS[active]}`)} />}
      <Stepper ref={steps} active={active} allowNextStepsSelect={false} onStepClick={setActive} size="sm" styles={stepper.styles}>
        <Stepper.Step {...stepNaming(t('templates.steps.choose'), 0, active)}>
          <TemplateChooser templates={templates} chosen={chosenId} error={chooseError} onChange={choose} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('templates.steps.basicInfo'), 1, active)}>
          <BotBasicFields form={form} packages={userConfig?.packages ?? []} plan={config.data?.me?.plan} />
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
      <WizardButtons active={active} lastStep={LAST_STEP} creating={creating} createLabel={t('templates.create')} onBack={back} onNext={next} onCreate={() => void submit()} />
      <TemplateResult outcome={outcome} onClose={closeFailure} />
    </Stack>
  );
}
