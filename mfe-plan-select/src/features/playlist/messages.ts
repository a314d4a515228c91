export const playlistMessages = {
  title: 'เพลย์ลิสต์กองทุน',
  detail: (playlistType: string) => `ชุดกองทุนแนะนำ: ${playlistType}`,
} as const;
