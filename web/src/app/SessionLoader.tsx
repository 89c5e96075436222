// The loader screen of PRODUCT.md §2, shown while a protected route gets ready. It names the step really in
// progress, driven by ProtectedLayout's loading state: steps before it are done, it has a spinner (and is announced
// to screen readers), later ones are pending.
import { Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const LOADER_STEPS = ['authenticating', 'user', 'platform', 'packages', 'templates', 'botData'] as const;
export type LoaderStep = (typeof LOADER_STEPS)[number];

/**
 * Steps this product has no call of their own for, and the step whose call covers them. The session check is one
 * query (`me`): the cookie is checked and the answer carries the profile and the plan (the package); the platforms
 * and the scenario templates are part of the console's own code. They are in progress and done together with it.
 */
export const COVERED_BY: Partial<Record<LoaderStep, LoaderStep>> = {
  user: 'authenticating',
  platform: 'authenticating',
  packages: 'authenticating',
  templates: 'authenticating',
};

export type StepState = 'done' | 'current' | 'pending';

/** The state of each step when `current` is the call in flight. */
export function stepStates(current: LoaderStep): Record<LoaderStep, StepState> {
  const position = (step: LoaderStep) => LOADER_STEPS.indexOf(COVERED_BY[step] ?? step);
  const at = position(current);
  return Object.fromEntries(
    LOADER_STEPS.map((step) => [step, position(step) < at ? 'done' : position(step) === at ? 'current' : 'pending']),
  ) as Record<LoaderStep, StepState>;
}

function StepMark({ state }: { state: StepState }) {
  if (state === 'current') return <Loader size={16} />;
  return (
    <ThemeIcon size={16} radius="xl" variant={state === 'done' ? 'filled' : 'light'} color={state === 'done' ? 'teal' : 'gray'} aria-hidden>
      <Text size="10px" lh={1} c={state === 'done' ? 'white' : 'dimmed'}>
        {state === 'done' ? '✓' : '·'}
      </Text>
    </ThemeIcon>
  );
}

export function SessionLoader({ current }: { current: LoaderStep }) {
  const { t } = useTranslation();
  const states = stepStates(current);
  return (
    <Center h="100vh" p="md">
      <Paper component="section" withBorder p="xl" radius="md" aria-label={t('loader.title')}>
        <Stack align="center">
          <Title order={2} size="h4">
            {t('loader.title')}
          </Title>
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {LOADER_STEPS.map((step) => (
              <Group component="li" key={step} gap="sm" wrap="nowrap" aria-current={step === current ? 'step' : undefined} data-state={states[step]}>
                <StepMark state={states[step]} />
                <Text size="sm" c={states[step] === 'pending' ? 'dimmed' : undefined} fw={states[step] === 'current' ? 600 : undefined}>
                  {t(`loader.steps.${step}`)}
                </Text>
                <VisuallyHidden>{t(`loaderProgress.${states[step]}`)}</VisuallyHidden>
              </Group>
            ))}
          </Stack>
          <VisuallyHidden role="status">{t('loaderProgress.announce', { step: t(`loader.steps.${current}`) })}</VisuallyHidden>
        </Stack>
      </Paper>
    </Center>
  );
}
