// The overview's "how questions were answered": the range's questions by what met them (the Q&A list, AutoFAQ answers,
// knowledge files, similar-question buttons, the failed message, …) with their share, as bars. Each outcome but
// questionnaires and other messages links to its exchanges in the history, where they can be added to the Q&A set.
import { Anchor, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { ANSWER_STATUS } from '../../../../schema/rules/constants';
import { PlainList, StatsCard } from './StatsCard';

type Answers = BotDetail_UserStatsQuery['userStats']['answers'];
type Outcome = Exclude<keyof Answers, '__typename'>;

/** Every outcome in the order shown; the last two only when some question had them. */
const OUTCOMES: Outcome[] = ['qa', 'autofaq', 'knowledge', 'options', 'noAnswer', 'questionnaire', 'other'];
const SHOWN_WHEN_ANY: ReadonlySet<Outcome> = new Set(['questionnaire', 'other']);
/** The history's badge colours for the outcomes that are not an answer; answers keep the theme's colour. */
const COLORS: Partial<Record<Outcome, string>> = { options: 'orange', noAnswer: 'red', questionnaire: 'grape', other: 'gray' };
/** The history's filter that lists an outcome's exchanges: by the source that answered, or by answer status. */
const IN_HISTORY: Partial<Record<Outcome, string>> = {
  qa: 'source=qa',
  autofaq: 'source=autofaq',
  knowledge: 'source=knowledge',
  options: `answer_status=${ANSWER_STATUS.options}`,
  noAnswer: `answer_status=${ANSWER_STATUS.noAnswer}`,
};

export function AnswersCard({ botId, answers }: { botId: string; answers: Answers }) {
  const { t } = useTranslation();
  const total = OUTCOMES.reduce((sum, outcome) => sum + answers[outcome], 0);
  const shown = OUTCOMES.filter((outcome) => !SHOWN_WHEN_ANY.has(outcome) || answers[outcome] > 0);
  return (
    <StatsCard title={t('overview.answers.title')} empty={null}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('overview.answers.hint')}
      </Text>
      <PlainList gap="sm">
        {shown.map((outcome) => {
          const count = answers[outcome];
          const share = total === 0 ? 0 : count / total;
          const label = t(`overview.answers.${outcome}`);
          const filter = IN_HISTORY[outcome];
          return (
            <li key={outcome}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {filter !== undefined && count > 0 ? (
                  <Anchor component={Link} to={`/dashboard/bot/${botId}/history?${filter}`} size="sm" aria-label={t('overview.answers.viewInHistory', { outcome: label })}>
                    {label}
                  </Anchor>
                ) : (
                  <Text size="sm">{label}</Text>
                )}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('overview.answers.count', { count, percent: Math.round(share * 100) })}
                </Text>
              </Group>
              {/* The count and share are written out above; the bar only shows the share. */}
              <Progress value={share * 100} color={COLORS[outcome]} size="sm" aria-hidden />
            </li>
          );
        })}
      </PlainList>
    </StatsCard>
  );
}
