export { RequisitionDecision } from './RequisitionDecision';
export type { RequisitionDecisionProps } from './RequisitionDecision';
