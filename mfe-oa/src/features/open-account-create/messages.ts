export const openAccountCreateMessages = {
  title: 'สมัครเปิดบัญชี',
  detail: 'กรอกข้อมูลเพื่อสมัครเปิดบัญชีกองทุนรวม',
} as const;
