export const serviceLevelMessages = {
  title: 'ระดับการให้บริการ',
  detail: (slaType: string) => `รายละเอียดบริการระดับ ${slaType}`,
} as const;
