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
