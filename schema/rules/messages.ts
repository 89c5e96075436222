// The i18n keys of validation messages (web/src/i18n/<lang>.json, under "validation"), shared by the zod rules
// (validation.ts) and the few checks the console runs without zod (the login form, on the console's first download).
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  passwordLength: 'validation.passwordLength',
  passwordMismatch: 'validation.passwordMismatch',
  termsRequired: 'validation.termsRequired',
  languageRequired: 'validation.languageRequired',
  packageRequired: 'validation.packageRequired',
  tooLong: 'validation.tooLong',
  scenarioRequired: 'validation.scenarioRequired',
  base64: 'validation.base64',
  questionsRequired: 'validation.questionsRequired',
  answersRequired: 'validation.answersRequired',
  answerMode: 'validation.answerMode',
  messageTooLong: 'validation.messageTooLong',
  thresholdOrder: 'validation.thresholdOrder',
  csvColumns: 'validation.csvColumns',
  /** A Q&A row with more or fewer cells than its header (most often an unquoted comma in an answer). */
  csvRowCells: 'validation.csvRowCells',
  /** A Q&A file with a column other than group, question and answer that holds text (it would not be imported). */
  csvUnreadColumn: 'validation.csvUnreadColumn',
  /** A Q&A row that repeats the header (two files pasted together). */
  csvHeaderAgain: 'validation.csvHeaderAgain',
  /** A batch-test line with more than its two columns (question, expected_answer). */
  batchCsvColumns: 'validation.batchCsvColumns',
  /** A prompt-optimisation file whose header lacks question or answer. */
  optimizationCsvColumns: 'validation.optimizationCsvColumns',
  csvSyntax: 'validation.csvSyntax',
  csvEmptyGroup: 'validation.csvEmptyGroup',
  /** Warnings of an import that went through: a question of two groups (of the file, or the file's and the list's). */
  csvQuestionInTwoGroups: 'validation.csvQuestionInTwoGroups',
  csvQuestionInListGroup: 'validation.csvQuestionInListGroup',
  /** Two group keys equal after width folding (NFKC) and case: two groups that read as one. */
  csvKeysAlike: 'validation.csvKeysAlike',
  csvKeyLikeListGroup: 'validation.csvKeyLikeListGroup',
  /** A follow-up choice that is no question of the file's or the list's groups; `key` is the choice. */
  csvChoiceWithoutGroup: 'validation.csvChoiceWithoutGroup',
  csvNoAnswer: 'validation.csvNoAnswer',
  csvNoQuestion: 'validation.csvNoQuestion',
  csvEmpty: 'validation.csvEmpty',
  csvCellTooLong: 'validation.csvCellTooLong',
  /** A Q&A file's settings cells (backend/qa/qa-csv-settings.ts): a value not of the column's words or limits. */
  csvAnswerMode: 'validation.csvAnswerMode',
  csvSimilarEnabled: 'validation.csvSimilarEnabled',
  /** `max` items of `chars` characters each. */
  csvTags: 'validation.csvTags',
  csvChoices: 'validation.csvChoices',
  /** A group's setting given on two of its rows with two values: `column`, and the `line` of the first. */
  csvSettingTwice: 'validation.csvSettingTwice',
  batchRowLimit: 'validation.batchRowLimit',
  noFileSelected: 'validation.noFileSelected',
  color: 'validation.color',
  tickerRequired: 'validation.tickerRequired',
  trustedDomain: 'validation.trustedDomain',
  iconPixels: 'validation.iconPixels',
  duplicate: 'validation.duplicate',
  synonymWord: 'validation.synonymWord',
  synonymSet: 'validation.synonymSet',
  invalidCharacters: 'validation.invalidCharacters',
  secretTooShort: 'validation.secretTooShort',
  quietMinutes: 'validation.quietMinutes',
  invalidValue: 'validation.invalidValue',
  date: 'validation.date',
  dateOrder: 'validation.dateOrder',
  emailTaken: 'validation.emailTaken',
  duplicateBotName: 'validation.duplicateBotName',
  malformedBody: 'validation.malformedBody',
  upload: 'validation.upload',
  botNameMismatch: 'validation.botNameMismatch',
} as const;
