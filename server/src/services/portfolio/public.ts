/** The portfolio services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { agentAccountModel, requiredModelPort, unitholderView } from './agent-accounts';
export { assetsAnalyzerOf, customerPlansSummary, planSummary } from './portfolio-summary';
