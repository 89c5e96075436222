// The LINE channel's own table: quiet periods per conversation (a group or room) after a human agent spoke.
export interface LineQuietPeriodTable {
  chatbot_id: string;
  /** The group or room id. */
  conversation_id: string;
  quiet_until: Date;
}
