// Every migration, by name in run order. A static provider: no file-system scanning at run time.
import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { qaMigration } from './0002-qa';
import { publicApiMigration } from './0003-public-api';
import { webPluginMigration } from './0004-web-plugin';
import { knowledgeMigration } from './0005-knowledge';
import { llmUsageMigration } from './0006-llm-usage';
import { autoFaqOptimisationMigration } from './0007-autofaq-optimisation';
import { synonymsMigration } from './0008-synonyms';
import { offTopicFilterMigration } from './0009-off-topic-filter';
import { knownAddressesMigration } from './0010-known-addresses';
import { planRankMigration } from './0011-plan-rank';
import { fileContentsMigration } from './0012-file-contents';
import { publicLimitSpendMigration } from './0013-public-limit-spend';
import { channelsMigration } from './0014-channels';
import { quietConversationsMigration } from './0015-quiet-conversations';
import { historyFeedbackMigration } from './0016-history-feedback';
import { historyRollupsMigration } from './0017-history-rollups';
import { batchTestMigration } from './0018-batch-test';
import { accountMailMigration } from './0019-account-mail';
import { externalSignInMigration } from './0020-external-sign-in';
import { questionnairesMigration } from './0021-questionnaires';
import { topicsMigration } from './0022-topics';
import { entitiesMigration } from './0023-entities';
import { qaIndexTextMigration } from './0024-qa-index-text';
import { trainedGroupsMigration } from './0025-trained-groups';
import { inboundReplyMigration } from './0026-inbound-reply';
import { usedSignaturesMigration } from './0027-used-signatures';
import { deliveryFailuresMigration } from './0028-delivery-failures';
import { unsentMessagesMigration } from './0029-unsent-messages';
import { lineGroupLinesMigration } from './0030-line-group-lines';
import { lineChatIndexMigration } from './0031-line-chat-index';
import { deliveryFailureDetailMigration } from './0032-delivery-failure-detail';
import { qaRequestKeysMigration } from './0033-qa-request-keys';
import { createRequestKeysMigration } from './0034-create-request-keys';

/** Every migration by name, in the order they run (names sort in that order). */
const migrations: Record<string, Migration> = { '0001-initial': initialMigration, '0002-qa': qaMigration, '0003-public-api': publicApiMigration, '0004-web-plugin': webPluginMigration, '0005-knowledge': knowledgeMigration, '0006-llm-usage': llmUsageMigration, '0007-autofaq-optimisation': autoFaqOptimisationMigration, '0008-synonyms': synonymsMigration, '0009-off-topic-filter': offTopicFilterMigration, '0010-known-addresses': knownAddressesMigration, '0011-plan-rank': planRankMigration, '0012-file-contents': fileContentsMigration, '0013-public-limit-spend': publicLimitSpendMigration, '0014-channels': channelsMigration, '0015-quiet-conversations': quietConversationsMigration, '0016-history-feedback': historyFeedbackMigration, '0017-history-rollups': historyRollupsMigration, '0018-batch-test': batchTestMigration, '0019-account-mail': accountMailMigration, '0020-external-sign-in': externalSignInMigration, '0021-questionnaires': questionnairesMigration, '0022-topics': topicsMigration, '0023-entities': entitiesMigration, '0024-qa-index-text': qaIndexTextMigration, '0025-trained-groups': trainedGroupsMigration, '0026-inbound-reply': inboundReplyMigration, '0027-used-signatures': usedSignaturesMigration, '0028-delivery-failures': deliveryFailuresMigration, '0029-unsent-messages': unsentMessagesMigration, '0030-line-group-lines': lineGroupLinesMigration, '0031-line-chat-index': lineChatIndexMigration, '0032-delivery-failure-detail': deliveryFailureDetailMigration, '0033-qa-request-keys': qaRequestKeysMigration, '0034-create-request-keys': createRequestKeysMigration };

/** The newest migration's name: what a cluster migrated to the latest schema has last applied. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? '';

export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...migrations };
  },
};
