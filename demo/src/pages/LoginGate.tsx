// The login guard of the account routes, as a chunk of its own: it brings the account area's
// texts (the login prompt), which no other page needs.
export { AccountGate as LoginGate } from '@glimt/ui';
