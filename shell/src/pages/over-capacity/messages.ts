export const overCapacityMessages = {
  title: 'ขณะนี้มีผู้ใช้งานจำนวนมาก',
  description: 'ระบบกำลังรองรับผู้ใช้งานจำนวนมาก กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  retry: 'ลองอีกครั้ง',
  home: 'กลับหน้าแรก',
} as const;
