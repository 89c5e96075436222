// The overview's five most asked questions, by the Q&A group that answered them, each linking to the Q&A list.
import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { CountLine, StatsCard } from './StatsCard';

type TopQuestion = BotDetail_UserStatsQuery['userStats']['topQuestions'][number];

export function TopQuestionsCard({ botId, questions }: { botId: string; questions: TopQuestion[] }) {
  const { t } = useTranslation();
  return (
    <StatsCard title={t('overview.top.title')} empty={questions.length === 0 ? t('overview.top.empty') : null}>
      <List type="ordered" spacing="xs" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
        {questions.map((question) => (
          <List.Item key={question.groupId}>
            <CountLine count={question.count}>
              <Anchor component={Link} to={`/dashboard/bot/${botId}/faq`} style={{ overflowWrap: 'anywhere' }}>
                {question.question}
              </Anchor>
            </CountLine>
          </List.Item>
        ))}
      </List>
    </StatsCard>
  );
}
