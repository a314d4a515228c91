/** Thai text of the sign-in routes on the app host (spec §7 auth calls, §8). */
export const authMessages = {
  signInFailedTitle: 'เข้าสู่ระบบไม่สำเร็จ',
  signInFailedBody: 'ไม่สามารถยืนยันการเข้าสู่ระบบได้ ลิงก์อาจหมดอายุหรือถูกใช้ไปแล้ว',
  signInAgain: 'เข้าสู่ระบบอีกครั้ง',
  providerUnavailableTitle: 'ระบบยืนยันตัวตนไม่พร้อมใช้งาน',
  providerUnavailableBody: 'ขณะนี้ไม่สามารถเชื่อมต่อระบบยืนยันตัวตนได้ กรุณาลองใหม่ภายหลัง',
  sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  refreshFailed: 'ไม่สามารถต่ออายุการเข้าสู่ระบบได้ กรุณาเข้าสู่ระบบอีกครั้ง',
} as const;
