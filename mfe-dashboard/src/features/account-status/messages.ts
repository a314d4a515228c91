export const ACCOUNT_STATUS_MESSAGES = {
  sectionTitle: 'สถานะบัญชี',
  /** Never read: samples the loading item draws as grey bars, as long as a usual title and action. */
  skeletonTitle: 'รายการลงทุนรายเดือนของแผนลงทุน ต้องปรับให้ตรงกับแผนที่เลือกไว้',
  skeletonAction: 'ปรับการลงทุนรายเดือนของแผนลงทุน',
  expiredOn: 'หมดอายุเมื่อ',
  bankAccount: 'บัญชีธนาคาร',
  maintenance: 'ประกาศ',
  loadFailed: 'ไม่สามารถโหลดสถานะบัญชีได้',
  openPlan: 'ไปที่แผน',
  /** DCA cards name their plans (issue 22), per DCA state (spec §4). */
  dcaTitle: {
    'need-adjustment': (plans: readonly string[]) => `รายการลงทุนรายเดือนของแผน ${plans.join(', ')} ต้องปรับให้ตรงกับแผน`,
    'need-set': (plans: readonly string[]) => `แผน ${plans.join(', ')} ยังไม่ได้ตั้งการลงทุนรายเดือน`,
    'need-remove': (plans: readonly string[]) => `แผน ${plans.join(', ')} ไม่มีเงินลงทุนรายเดือนแล้ว แต่ยังหักเงินลงทุนรายเดือนอยู่`,
  },
  dcaAction: {
    'need-adjustment': (plan: string) => `ปรับการลงทุนรายเดือนของแผน ${plan}`,
    'need-set': (plan: string) => `ตั้งลงทุนรายเดือนของแผน ${plan}`,
    'need-remove': (plan: string) => `ยกเลิกการลงทุนรายเดือนของแผน ${plan}`,
  },
  blockingTitle: 'ยังซื้อกองทุนไม่ได้',
  /** PRA_ERROR names the plan and says how to reach the distributor (issue 22). */
  praError: {
    title: (plans: readonly string[]) => `หักเงินลงทุนสม่ำเสมอของแผน ${plans.join(', ')} ไม่สำเร็จ`,
    call: (phone: string, hours: string) => `ดูสาเหตุและฝากเบอร์ให้เจ้าหน้าที่โทรกลับ หรือโทร ${phone} (${hours})`,
    requested: (requestNo: string) => `ส่งคำขอให้เจ้าหน้าที่ติดต่อกลับแล้ว (เลขที่ ${requestNo}) เจ้าหน้าที่จะโทรกลับในวันทำการ`,
    action: (plan: string) => `ดูสาเหตุและติดต่อเจ้าหน้าที่เรื่องแผน ${plan}`,
  },
} as const;
