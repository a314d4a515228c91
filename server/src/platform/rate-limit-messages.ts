/** Thai text of the rate limits (issue 12 item 3). */
export const rateLimitMessages = {
  tooManyRequests: (seconds: number) => `มีการเรียกใช้งานถี่เกินไป กรุณารอ ${seconds} วินาทีแล้วลองใหม่อีกครั้ง`,
} as const;
