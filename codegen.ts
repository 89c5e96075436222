// Generates the BFF's resolver types (GraphQL types mapped onto the backend's REST shapes) and the
// web's typed operations with React hooks. `npm run codegen` writes; `npm run codegen:check` fails
// when the committed output is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  overwrite: true,
  hooks: {},
  generates: {
    'bff/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useIndexSignature: true,
        contextType: '../context#BffContext',
        enumsAsTypes: true,
        mappers: {
          Account: '../../schema/rest#ProfileDTO',
          Plan: '../../schema/rest#PlanDTO',
          Chatbot: '../../schema/rest#ChatbotDetailDTO',
          KnowledgeFile: '../../schema/rest#AutoQaFileDTO',
          Health: '../../schema/rest#HealthDTO',
          UserConfig: '../../schema/rest#UserConfigDTO',
          QaGroup: '../../schema/rest#QaGroupDTO',
          QaGroupPage: '../../schema/rest#QaGroupPageDTO',
          TrainingJob: '../../schema/rest#TrainingJobDTO',
          TrainingStatus: '../../schema/rest#TrainingStatusDTO',
          AnswerSettings: '../../schema/rest#AnswerSettingsDTO',
          Integration: '../../schema/rest#IntegrationDTO',
          WebPluginSettings: '../../schema/rest#WebPluginSettingsDTO',
          AutoQaData: '../../schema/rest#AutoQaDataDTO',
          RetrievedChunk: '../../schema/rest#RetrievedChunkDTO',
          RetrievalTestResult: '../../schema/rest#RetrievalTestDTO',
          AutoFaqFile: '../../schema/rest#AutoFaqFileDTO',
          AutoFaqData: '../../schema/rest#AutoFaqDataDTO',
          AutoFaqCandidate: '../../schema/rest#AutoFaqCandidateDTO',
          AutoFaqTestResult: '../../schema/rest#AutoFaqTestDTO',
          PromptOptimization: '../../schema/rest#OptimizationJobDTO',
          PromptOptimizationStatus: '../../schema/rest#OptimizationStatusDTO',
          LlmStatus: '../../schema/rest#LlmStatusDTO',
          SecretHint: '../../schema/rest#SecretHintDTO',
          DeliveryError: '../../schema/rest#DeliveryErrorDTO',
          LineSettings: '../../schema/rest#LineSettingsDTO',
          SetLineWebhookUrlPayload: '../../schema/rest#LineSetWebhookUrlDTO',
          TestLineWebhookPayload: '../../schema/rest#LineWebhookTestDTO',
          FacebookSettings: '../../schema/rest#FacebookSettingsDTO',
          ThirdPartySettings: '../../schema/rest#ThirdPartySettingsDTO',
          HistoryExchange: '../../schema/rest#HistoryExchangeDTO',
          HistoryExchangePage: '../../schema/rest#HistoryExchangePageDTO',
          HistoryGroupRef: '../../schema/rest#HistoryGroupRefDTO',
          Recommendation: '../../schema/rest#RecommendationDTO',
          RecommendationPage: '../../schema/rest#RecommendationPageDTO',
          UserStats: '../../schema/rest#UserStatsDTO',
          UsageTiles: '../../schema/rest#UsageTilesDTO',
          UnhandledQuestion: '../../schema/rest#UnhandledQuestionDTO',
          TopQuestion: '../../schema/rest#TopQuestionDTO',
          UnhandledThemes: '../../schema/rest#UnhandledThemesDTO',
          UnhandledTheme: '../../schema/rest#UnhandledThemeDTO',
          SuggestedGroup: '../../schema/rest#SuggestedGroupDTO',
          BatchTestRun: '../../schema/rest#BatchTestRunDTO',
          BatchTestSummary: '../../schema/rest#BatchTestSummaryDTO',
          BatchTestWrongMatch: '../../schema/rest#BatchTestWrongMatchDTO',
          BatchTestRunList: '../../schema/rest#BatchTestRunListDTO',
          BatchTestRow: '../../schema/rest#BatchTestRowDTO',
          BatchTestRowPage: '../../schema/rest#BatchTestRowPageDTO',
          BatchTestComparison: '../../schema/rest#BatchTestComparisonDTO',
          BatchTestRowChange: '../../schema/rest#BatchTestRowChangeDTO',
          BatchTestRowOutcome: '../../schema/rest#BatchTestRowOutcomeDTO',
          BatchTestProgress: '../../schema/rest#BatchTestRunEventDTO',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript', 'typescript-operations', 'typed-document-node', './codegen/react-apollo-hooks.cjs'],
      config: { scalars, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false }, nonOptionalTypename: false, skipTypename: false },
    },
  },
};

export default config;
