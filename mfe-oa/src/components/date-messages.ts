/** Thai words of a date as day, Thai month and Buddhist-era year (account opening and the ID card renewal). */
export const dateText = {
  day: 'วัน',
  month: 'เดือน',
  yearBe: 'ปี พ.ศ.',
  chooseDay: 'วัน',
  chooseMonth: 'เลือกเดือน',
  yearPlaceholder: 'เช่น 2533',
  expiryYearPlaceholder: 'เช่น 2575',
  errors: {
    incomplete: 'กรุณาระบุวัน เดือน และปี พ.ศ. ให้ครบ',
    year: 'กรุณากรอกปี พ.ศ. เป็นตัวเลข 4 หลัก เช่น 2533',
    gregorianYear: 'กรุณากรอกปีเป็น พ.ศ. (ค.ศ. + 543) เช่น ค.ศ. 1990 คือ พ.ศ. 2533',
    noSuchDay: 'ไม่มีวันที่นี้ในเดือนที่เลือก กรุณาตรวจสอบอีกครั้ง',
  },
} as const;
