// The chatbot creation wizard (PRODUCT.md §2, §4): scenario → tools → basic info → knowledge files →
// finish. Back and Next move one step; Next checks the step it leaves. What was typed is kept as a draft for the tab
// (bot-draft.ts) until the bot is created or the owner starts over.
import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MSG, scenarioDefaultTools, type Scenario, type Tools } from '../../../../schema/rules';
import { useBotCreate_CreateMutation, useBotCreate_UserConfigQuery, type BotCreate_UserConfigQuery } from '../../__generated__/graphql';
import { revealFirstInvalid } from '../../app/error-reveal';
import { usePlanName } from '../../app/plan-name';
import { QueryFailure } from '../../app/QueryFailure';
import { BotBasicFields } from '../../bots/BotBasicFields';
import { BotLimitNotice } from '../../bots/BotLimitNotice';
import { WizardButtons } from '../../bots/WizardButtons';
import { BOT_FIELD_ALIASES, emptyBotBasicValues, toBotBasicInput, useBotBasicForm } from '../../bots/bot-form';
import { ToolSwitches } from '../../bots/ToolSwitches';
import { clearDraft, readDraft, saveDraft } from '../../bots/wizard-draft';
import { StepCaption, stepNaming, useCompactStepper } from '../../forms/compact-stepper';
import { errorCodeOf, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';
import { FinishStep } from './FinishStep';
import { KnowledgeFilesStep } from './KnowledgeFilesStep';
import { contentTypeOf, readAsBase64 } from '../../bots/knowledge-files';
import { ScenarioStep } from './ScenarioStep';
import { ErrorBanner } from '../../forms/ErrorBanner';
import { botDraftSchema, botWizardStart, LAST_STEP, STEPS, type BotDraft } from './bot-draft';

const BASIC_INFO_STEP = STEPS.indexOf('basicInfo');

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
  const config = useBotCreate_UserConfigQuery();
  // Start over mounts a fresh wizard: every step's state goes back to the account's defaults at once.
  const [round, setRound] = useState(0);
  const account = config.data?.me?.email;

  if (config.error) return <QueryFailure error={config.error} onRetry={() => void config.refetch().catch(() => undefined)} />;
  if (!config.data) return <CreateBotSkeleton />;

  const startOver = () => {
    if (account) clearDraft('bot-create', account);
    setRound((count) => count + 1);
  };
  return <CreateBotWizard key={round} config={config.data} onStartOver={startOver} />;
}

function CreateBotWizard({ config, onStartOver }: { config: BotCreate_UserConfigQuery; onStartOver: () => void }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const navigate = useNavigate();
  const [create, { loading: creating }] = useBotCreate_CreateMutation();
  const submitting = useRef(false);
  /** The files are being read before the call goes out: the button already shows it is working. */
  const [preparing, setPreparing] = useState(false);
  const { userConfig, me } = config;
  const packages = userConfig.packages;
  const account = me?.email;
  // Read once when the wizard opens; the account's defaults are where a wizard without a draft starts.
  const [start] = useState(() =>
    botWizardStart(
      account ? readDraft('bot-create', account, botDraftSchema) : null,
      emptyBotBasicValues(userConfig.defaultLanguage, packages[0]?.code ?? ''),
      packages.map((plan) => plan.code),
    ),
  );
  const [active, setActive] = useState(start.step);
  const steps = useRef<HTMLDivElement>(null);
  const [scenario, setScenario] = useState<Scenario | null>(start.scenario);
  const [scenarioError, setScenarioError] = useState<string | null>(null);
  const [tools, setTools] = useState<Tools>(start.tools);
  const [files, setFiles] = useState<File[]>([]);
  const [lostFiles, setLostFiles] = useState<string[]>(start.lostFiles);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useBotBasicForm(start.basic);
  // At phone width the five labels do not fit in a row: the steps show as numbers, the current one named below.
  const stepper = useCompactStepper();

  /** Once the bot is created its draft is gone for good; nothing may write it back. */
  const created = useRef(false);
  const basic = form.values;
  useEffect(() => {
    if (!account || created.current) return;
    const draft: BotDraft = { version: 1, step: active, scenario, tools, basic, fileNames: [...files.map((file) => file.name), ...lostFiles] };
    saveDraft('bot-create', account, draft);
  }, [account, active, scenario, tools, basic, files, lostFiles]);

  const chooseScenario = (next: Scenario) => {
    setScenario(next);
    setScenarioError(null);
    // §4: a scenario brings its own default tools.
    setTools(scenarioDefaultTools(next));
  };

  const changeFiles = (next: File[]) => {
    setFiles(next);
    // A file chosen again is no longer missing.
    setLostFiles((names) => names.filter((name) => !next.some((file) => file.name === name)));
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
      created.current = true;
      if (account) clearDraft('bot-create', account);
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
          <BotBasicFields form={form} packages={packages} plan={me?.plan} />
        </Stepper.Step>
        <Stepper.Step {...stepNaming(t('wizard.steps.files'), 3, active)}>
          <KnowledgeFilesStep files={files} lostFiles={lostFiles} onChange={changeFiles} />
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
      <WizardButtons
        active={active}
        lastStep={LAST_STEP}
        creating={creating || preparing}
        createLabel={t('wizard.create')}
        onBack={back}
        onNext={next}
        onCreate={() => void submit()}
        onStartOver={onStartOver}
      />
    </Stack>
  );
}
