export { AccountOverview } from './AccountOverview';
export type { AccountOverviewProps } from './AccountOverview';
