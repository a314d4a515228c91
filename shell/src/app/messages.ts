export const appMessages = {
  siteName: 'port',
  /** Document title of every shell page: 'ชื่อหน้า | port'. */
  documentTitle: (page: string) => `${page} | port`,
} as const;
