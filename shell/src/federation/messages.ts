// Thai copy of the remote-loading fallback (spec §2 layouts keep working; ARCHITECTURE.md "Federation rules").
export const federationMessages = {
  unavailableTitle: 'ส่วนนี้ไม่พร้อมใช้งานชั่วคราว',
  unavailableDescription: 'ขออภัยในความไม่สะดวก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  retry: 'ลองใหม่',
  loading: 'กำลังโหลด…',
} as const;
