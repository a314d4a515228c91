import type { ProposalAccountType } from './model/proposal-order-params';

const ACCOUNT_NAMES: Record<ProposalAccountType, string> = {
  omnibus: 'บัญชีรวม',
  segregate: 'บัญชีแยก',
};

export const proposalOrderMessages = {
  title: 'คำสั่งซื้อขายตามคำแนะนำ',
  detail: (accountType: ProposalAccountType, planSlot: number) => `แผนที่ ${planSlot} ใน${ACCOUNT_NAMES[accountType]}`,
} as const;
