// The account page's place for the e-mail verification state (PRODUCT.md §2 account: e-mail verification).
// Reserved: the e-mail confirmation flow is built separately and fills this card in; until then it renders nothing.
import type { AccountProfile } from './ProfileCard';

export function EmailVerificationCard(_props: { account: AccountProfile }) {
  return null;
}
