// The chatbot creation wizard (PRODUCT.md §2, §4): scenario → tools → basic info → knowledge files →
// finish. Back and Next move one step; Next checks the step it leaves.
import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MSG, scenarioDefaultTools, type Scenario, type Tools } from '../../../../schema/rules';
import { useBotCreate_CreateMutation, useBotCreate_UserConfigQuery } from '../../__generated__/graphql';
import { revealFirstInvalid } from '../../app/error-reveal';
import { usePlanName } from '../../app/plan-name';
import { QueryFailure } from '../../app/QueryFailure';
import { BotBasicFields } from '../../bots/BotBasicFields';
import { BotLimitNotice } from '../../bots/BotLimitNotice';
import { WizardButtons } from '../../bots/WizardButtons';
import { BOT_FIELD_ALIASES, emptyBotBasicValues, toBotBasicInput, useBotBasicForm } from '../../bots/bot-form';
import { ToolSwitches } from '../../bots/ToolSwitches';
import { StepCaption, stepNaming, useCompactStepper } from '../../forms/compact-stepper';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';
import { FinishStep } from './FinishStep';
import { KnowledgeFilesStep } from './KnowledgeFilesStep';
import { contentTypeOf, readAsBase64 } from '../../bots/knowledge-files';
import { ScenarioStep } from './ScenarioStep';
import { ErrorBanner } from '../../forms/ErrorBanner';

const STEPS = ['scenario', 'tools', 'basicInfo', 'files', 'finish'] as const;
const BASIC_INFO_STEP = STEPS.indexOf('basicInfo');
const LAST_STEP = STEPS.length - 1;

export function CreateBotSkeleton() {
  return (
    <Stack>
      <Skeleton height={32} width="30%" />
      <Skeleton height={48} />
      <Skeleton height={240} />
    </Stack>
  );
}

export function CreateBotPage() {
  const { t } = useTranslation();
  const planName = usePlanName();
  const navigate = useNavigate();
  const config = useBotCreate_UserConfigQuery();
  const [create, { loading: creating }] = useBotCreate_CreateMutation();
  const submitting = useRef(false);
  /** The files are being read before the call goes out: the button already shows it is working. */
  const [preparing, setPreparing] = useState(false);
  const [active, setActive] = useState(0);
  const steps = useRef<HTMLDivElement>(null);
  const [scenario, setScenario] = useState<Scenario | null>(null);
  const [scenarioError, setScenarioError] = useState<string | null>(null);
  const [tools, setTools] = useState<Tools>(scenarioDefaultTools('customerSupport'));
  const [files, setFiles] = useState<File[]>([]);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useBotBasicForm(emptyBotBasicValues());
  // At phone width the five labels do not fit in a row: the steps show as numbers, the current one named below.
  const stepper = useCompactStepper();

  const packages = config.data?.userConfig.packages ?? [];
  const userConfig = config.data?.userConfig;
  const me = config.data?.me;
  const defaultsApplied = useRef(false);
  const { setValues } = form;
  useEffect(() => {
    if (!userConfig || defaultsApplied.current) return;
    // The account's defaults arrive with its config, once; later refetches must not undo the user's choices.
    defaultsApplied.current = true;
    setValues({ language: userConfig.defaultLanguage, package: userConfig.packages[0]?.code ?? '' });
  }, [userConfig, setValues]);

  const chooseScenario = (next: Scenario) => {
    setScenario(next);
    setScenarioError(null);
    // §4: a scenario brings its own default tools.
    setTools(scenarioDefaultTools(next));
  };

  const stepIsValid = (step: number): boolean => {
    if (STEPS[step] === 'scenario' && !scenario) {
      setScenarioError(t(MSG.scenarioRequired));
      return false;
    }
    if (STEPS[step] === 'basicInfo') return !form.validate().hasErrors;
    return true;
  };

  const next = () => {
    if (stepIsValid(active)) setActive((step) => Math.min(step + 1, LAST_STEP));
    else if (steps.current) revealFirstInvalid(steps.current);
  };
  const back = () => setActive((step) => Math.max(step - 1, 0));

  const submit = async () => {
    // A second click while the files are read or the bot is created sends nothing (a double click made two calls).
    if (!scenario || submitting.current) return;
    submitting.current = true;
    setPreparing(true);
    setFailureKey(null);
    try {
      const encoded = await Promise.all(
        files.map(async (file) => ({ fileName: file.name, contentType: contentTypeOf(file), base64: await readAsBase64(file) })),
      );
      setPreparing(false);
      const { data } = await create({
        variables: { input: { ...toBotBasicInput(form.getValues()), scenario, tools, files: encoded } },
      });
      if (!data) return;
      // The toast comes after the move, so it counts as the new page's and is not cleared as stale.
      navigate(`/dashboard/bot/${data.createChatbot.chatbot.id}/detail`);
      notifications.show({ color: 'green', message: t('wizard.created') });
    } catch (error) {
      const code = errorCodeOf(error);
      setFailureKey(`errors.${code}`);
      if (code === 'VALIDATION_FAILED') {
        form.setErrors(translateErrors(serverFieldErrors(error, BOT_FIELD_ALIASES), t));
        setActive(BASIC_INFO_STEP);
      }
      if (code === 'PACKAGE_NOT_IN_PLAN') {
        form.setFieldError('package', t('errors.PACKAGE_NOT_IN_PLAN'));
        setActive(BASIC_INFO_STEP);
      }
    } finally {
      submitting.current = false;
      setPreparing(false);
    }
  };

  if (config.error) return <QueryFailure error={config.error} onRetry={() => void config.refetch().catch(() => undefined)} />;
  if (config.loading && !config.data) return <CreateBotSkeleton />;

  const chosenPackage = packages.find((plan) => plan.code === form.getValues().package);
  const packageName = chosenPackage ? planName(chosenPackage) : '';

  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('wizard.title')}
        </Title>
        <Anchor component={Link} to="/dashboard/bot/create-from-template">
          {t('templates.start')}
        </Anchor>
      </Group>
      <BotLimitNotice account={me} />
      {stepper.compact && <StepCaption current={active} total={STEPS.length} label={t(`wizard.steps.${STEPS[active]}`)} />}
      <Stepper
        ref={steps}
        active={active}
        allowNextStepsSelect={false}
        onStepClick={setActive}
        size="sm"
        styles={stepper.styles}
      >
        <Stepper.Step {...stepNaming(t('wizard.steps.scenario'), 0, active)}>
          <ScenarioStep scenario={scenario} error={scenarioError} onChange={chooseScenario} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('wizard.steps.tools'), 1, active)}>
          <ToolSwitches tools={tools} onChange={setTools} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('wizard.steps.basicInfo'), 2, active)}>
          <BotBasicFields form={form} packages={packages} plan={config.data?.me?.plan} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('wizard.steps.files'), 3, active)}>
          <KnowledgeFilesStep files={files} onChange={setFiles} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('wizard.steps.finish'), 4, active)}>
          <FinishStep scenario={scenario} tools={tools} basic={form.getValues()} packageName={packageName} files={files} />
        </Stepper.Step>
      </Stepper>
      {failureKey && (
        <ErrorBanner>
          {t(failureKey)}
        </ErrorBanner>
      )}
      <WizardButtons active={active} lastStep={LAST_STEP} creating={creating || preparing} createLabel={t('wizard.create')} onBack={back} onNext={next} onCreate={() => void submit()} />
    </Stack>
  );
}
