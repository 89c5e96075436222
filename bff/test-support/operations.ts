// The GraphQL operations the BFF's tests send, named like the console's own (<Area>_<Purpose>).
export const REGISTER = `mutation Test_Register($input: RegisterInput!) { register(input: $input) { email } }`;
export const LOGIN = `mutation Test_Login($input: LoginInput!) { login(input: $input) { account { email nickname firstName botCount plan { code name botLimit } } } }`;
export const LOGOUT = `mutation Test_Logout { logout { ok } }`;
export const ME = `query Test_Me { me { email nickname username botLimit qaGroupLimit plan { code dailyOptimizationLimit integrations } } }`;
export const SESSION_EVENTS = `subscription Test_SessionEvents { sessionEvents { kind at } }`;

const CHATBOT_FIELDS = `id name greetingMsg failedMsg postbackMsg description language package scenario agentPrompt sgwVendor
  tools { SGW_tour_with_image_tool answer_with_url_first_tool get_total_price_tool owm_forecast_tool serpapi_flight_tool route_tool }
  tags files { id fileName size contentType status createdAt } expiredAt createdAt updatedAt`;
export const CREATE_CHATBOT = `mutation Test_CreateChatbot($input: CreateChatbotInput!) { createChatbot(input: $input) { chatbot { ${CHATBOT_FIELDS} } } }`;
export const CHATBOTS = `query Test_Chatbots { chatbots { id name } }`;
export const CHATBOT = `query Test_Chatbot($id: ID!) { chatbot(id: $id) { ${CHATBOT_FIELDS} } }`;
export const UPDATE_CHATBOT = `mutation Test_UpdateChatbot($input: UpdateChatbotInput!) { updateChatbot(input: $input) { chatbot { id name greetingMsg language } } }`;
export const UPDATE_CHATBOT_TOOLS = `mutation Test_UpdateChatbotTools($input: UpdateChatbotToolsInput!) { updateChatbotTools(input: $input) { chatbot { id tools { route_tool owm_forecast_tool SGW_tour_with_image_tool } } } }`;
export const DELETE_CHATBOT = `mutation Test_DeleteChatbot($input: DeleteChatbotInput!) { deleteChatbot(input: $input) { id } }`;
export const USER_CONFIG = `query Test_UserConfig { userConfig { defaultLanguage packages { code name } } }`;

const QA_GROUP_FIELDS = `id key questions answers answerMode similarEnabled postbackChoices tags createdAt updatedAt`;
const TRAINING_JOB_FIELDS = `id state progress message groupCount createdAt startedAt finishedAt`;
export const QA_GROUPS = `query Test_QaGroups($botId: ID!, $search: String, $page: Int, $pageSize: Int) {
  qaGroups(botId: $botId, search: $search, page: $page, pageSize: $pageSize) { groups { ${QA_GROUP_FIELDS} } total page pageSize } }`;
export const QA_GROUP = `query Test_QaGroup($botId: ID!, $id: ID!) { qaGroup(botId: $botId, id: $id) { ${QA_GROUP_FIELDS} } }`;
export const QA_GROUPS_CSV = `query Test_QaGroupsCsv($botId: ID!) { qaGroupsCsv(botId: $botId) }`;
export const CREATE_QA_GROUP = `mutation Test_CreateQaGroup($input: CreateQaGroupInput!) { createQaGroup(input: $input) { qaGroup { ${QA_GROUP_FIELDS} } } }`;
export const UPDATE_QA_GROUP = `mutation Test_UpdateQaGroup($input: UpdateQaGroupInput!) { updateQaGroup(input: $input) { qaGroup { ${QA_GROUP_FIELDS} } } }`;
export const DELETE_QA_GROUP = `mutation Test_DeleteQaGroup($input: DeleteQaGroupInput!) { deleteQaGroup(input: $input) { id } }`;
export const IMPORT_QA_GROUPS = `mutation Test_ImportQaGroups($input: ImportQaGroupsInput!) { importQaGroups(input: $input) { groupsCreated groupsUpdated rows warnings { line message otherKey otherLine } } }`;
export const TRAINING = `query Test_Training($botId: ID!) { training(botId: $botId) { job { ${TRAINING_JOB_FIELDS} } trainedAt trainedGroupCount groupCount } }`;
export const START_TRAINING = `mutation Test_StartTraining($input: StartTrainingInput!) { startTraining(input: $input) { job { ${TRAINING_JOB_FIELDS} } } }`;
export const TRAINING_PROGRESS = `subscription Test_TrainingProgress($botId: ID!) { trainingProgress(botId: $botId) { ${TRAINING_JOB_FIELDS} } }`;
export const ANSWER_SETTINGS = `query Test_AnswerSettings($botId: ID!) { answerSettings(botId: $botId) { answerThreshold suggestThreshold maxSuggestions } }`;
export const UPDATE_ANSWER_SETTINGS = `mutation Test_UpdateAnswerSettings($input: UpdateAnswerSettingsInput!) {
  updateAnswerSettings(input: $input) { answerSettings { answerThreshold suggestThreshold maxSuggestions } } }`;
export const INTEGRATIONS = `query Test_Integrations($botId: ID!) { integrations(botId: $botId) { platform active available } }`;
export const SET_INTEGRATION_ACTIVE = `mutation Test_SetIntegrationActive($input: SetIntegrationActiveInput!) {
  setIntegrationActive(input: $input) { integration { platform active available } } }`;
export const CHATBOT_VENDOR_ID = `query Test_ChatbotVendorId($id: ID!) { chatbot(id: $id) { id vendorId } }`;
export const SEND_TEST_MESSAGE = `mutation Test_SendTestMessage($input: SendTestMessageInput!) {
  sendTestMessage(input: $input) { reply { type state success sid text title buttons { id oriQue text } answerStatus
    matchedGroup { id key questions answers } candidates { groupId question score } } } }`;
export const CONFIRM_EMAIL = `mutation Test_ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }`;
export const RESEND_CONFIRMATION = `mutation Test_ResendConfirmation { resendConfirmation { resendAvailableAt } }`;
export const REQUEST_PASSWORD_RESET = `mutation Test_RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }`;
export const RESET_PASSWORD = `mutation Test_ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }`;
export const EMAIL_CONFIRMED = `query Test_EmailConfirmed { me { email emailConfirmed } }`;
export const PLANS = `query Test_Plans { plans { code name botLimit qaGroupLimit integrations dailyOptimizationLimit } planSelfService }`;
export const UPDATE_PROFILE = `mutation Test_UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { account { email nickname firstName qaGroupCount } } }`;
export const CHANGE_PASSWORD = `mutation Test_ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { otherSessionsEnded } }`;
export const CHANGE_PLAN = `mutation Test_ChangePlan($input: ChangePlanInput!) { changePlan(input: $input) { account { email botLimit plan { code } } } }`;
