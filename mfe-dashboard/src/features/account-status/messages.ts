import type { DashboardStatus, SegregateAccountStatus } from '@port/shared/contracts/enums';

export interface StatusCopy {
  title: string;
  description: string;
}

type CardStatus = DashboardStatus | SegregateAccountStatus;

/** Thai copy for every status the account card can show (spec §4 account and dashboard statuses). */
export const STATUS_COPY: Record<CardStatus, StatusCopy> = {
  NO_ACCOUNT: { title: 'เริ่มต้นลงทุนได้ง่ายๆ', description: 'คุณยังไม่มีบัญชีลงทุน เปิดบัญชีออนไลน์ได้ในไม่กี่นาที' },
  ACCOUNT_OPENING: { title: 'เปิดบัญชียังไม่เสร็จ', description: 'กรอกข้อมูลการเปิดบัญชีต่อให้ครบเพื่อเริ่มลงทุน' },
  ACCOUNT_OPENING_MAINTENANCE: { title: 'ระบบเปิดบัญชีปิดปรับปรุงชั่วคราว', description: 'กรุณาลองใหม่อีกครั้งภายหลัง' },
  ACCOUNT_SUBMITTED: { title: 'ส่งข้อมูลเปิดบัญชีแล้ว', description: 'เจ้าหน้าที่กำลังตรวจสอบข้อมูลของคุณ' },
  ACCOUNT_REJECTED: { title: 'การเปิดบัญชีไม่ผ่านการอนุมัติ', description: 'กรุณาแก้ไขข้อมูลและส่งใหม่อีกครั้ง' },
  ACCOUNT_RESUBMITTED: { title: 'ส่งข้อมูลแก้ไขแล้ว', description: 'เจ้าหน้าที่กำลังตรวจสอบข้อมูลที่แก้ไขของคุณ' },
  ACCOUNT_WAITING_APPROVE: { title: 'บัญชีรอการอนุมัติ', description: 'ใช้เวลาประมาณ 1–2 วันทำการ' },
  ACCOUNT_APPROVED: { title: 'บัญชีได้รับการอนุมัติแล้ว', description: 'เริ่มสร้างแผนการลงทุนแรกของคุณได้เลย' },
  ACCOUNT_READY: { title: 'บัญชีพร้อมใช้งาน', description: 'คุณสามารถลงทุนได้ทันที' },
  ACCOUNT_UPDATING: { title: 'กำลังปรับปรุงข้อมูลบัญชี', description: 'ระหว่างนี้อาจยังทำรายการบางอย่างไม่ได้' },
  ACCOUNT_LACK_INFO: { title: 'ข้อมูลบัญชียังไม่ครบถ้วน', description: 'กรุณากรอกข้อมูลเพิ่มเติมเพื่อใช้งานบัญชี' },
  ACCOUNT_NEED_INFO: { title: 'ต้องการข้อมูลเพิ่มเติม', description: 'เจ้าหน้าที่ขอข้อมูลเพิ่มเติมเพื่อพิจารณาบัญชีของคุณ' },
  ACCOUNT_FREEZE: { title: 'บัญชีถูกระงับชั่วคราว', description: 'กรุณาติดต่อเจ้าหน้าที่เพื่อสอบถามรายละเอียด' },
  ACCOUNT_CLOSE: { title: 'บัญชีถูกปิดแล้ว', description: 'หากต้องการลงทุนอีกครั้ง กรุณาติดต่อเจ้าหน้าที่' },
  ATS_REQUIRED: { title: 'กรุณาสมัครบริการหักบัญชีอัตโนมัติ (ATS)', description: 'ผูกบัญชีธนาคารเพื่อชำระค่าซื้อกองทุน' },
  ATS_SUBMITTED: { title: 'ส่งคำขอ ATS แล้ว', description: 'ธนาคารกำลังตรวจสอบคำขอหักบัญชีอัตโนมัติ' },
  ATS_REJECTED: { title: 'คำขอ ATS ไม่ผ่านการอนุมัติ', description: 'กรุณาตรวจสอบบัญชีธนาคารและสมัครใหม่อีกครั้ง' },
  ATS_CONFIRMED: { title: 'ATS ได้รับการยืนยันแล้ว', description: 'บัญชีธนาคารพร้อมใช้ชำระค่าซื้อกองทุน' },
  ID_CARD_WARNING: { title: 'บัตรประชาชนใกล้หมดอายุ', description: 'กรุณาอัปเดตข้อมูลบัตรประชาชนก่อนวันหมดอายุ' },
  ID_CARD_EXPIRED: { title: 'บัตรประชาชนหมดอายุแล้ว', description: 'กรุณาอัปเดตข้อมูลบัตรประชาชนเพื่อทำรายการต่อ' },
  KYC_WARNING: { title: 'ข้อมูล KYC ใกล้หมดอายุ', description: 'กรุณาทบทวนข้อมูลส่วนตัวก่อนวันหมดอายุ' },
  KYC_EXPIRED: { title: 'ข้อมูล KYC หมดอายุแล้ว', description: 'กรุณาทบทวนข้อมูลส่วนตัวเพื่อทำรายการต่อ' },
  SUIT_WARNING: { title: 'แบบประเมินความเสี่ยงใกล้หมดอายุ', description: 'กรุณาทำแบบประเมินความเสี่ยงใหม่ก่อนวันหมดอายุ' },
  SUIT_EXPIRED: { title: 'แบบประเมินความเสี่ยงหมดอายุแล้ว', description: 'กรุณาทำแบบประเมินความเสี่ยงใหม่เพื่อทำรายการต่อ' },
  FIRST_TIME_PENDING_ORDER: { title: 'คำสั่งซื้อแรกของคุณอยู่ระหว่างดำเนินการ', description: 'ติดตามสถานะได้ในรายการรอดำเนินการของแผน' },
  SEGREGATE_WAITING_APPROVE: { title: 'บัญชีแยกรายตัวรอการอนุมัติ', description: 'เราจะแจ้งให้ทราบเมื่อบัญชีพร้อมใช้งาน' },
  SEGREGATE_READY: { title: 'บัญชีแยกรายตัวพร้อมใช้งาน', description: 'เริ่มสร้างแผนในบัญชีแยกรายตัวได้เลย' },
  PRA: { title: 'การลงทุนสม่ำเสมอพร้อมใช้งาน', description: 'ระบบจะตัดเงินลงทุนตามวันที่กำหนด' },
  DCA_NEED_ADJUSTMENT: { title: 'แผน DCA ต้องปรับปรุง', description: 'กรุณาปรับรายการลงทุนสม่ำเสมอให้ตรงกับแผน' },
  DCA_NEED_REMOVE: { title: 'มีรายการ DCA ที่ต้องยกเลิก', description: 'กรุณายกเลิกรายการลงทุนสม่ำเสมอที่ไม่อยู่ในแผน' },
  DCA_NEED_SET: { title: 'ยังไม่ได้ตั้งค่า DCA', description: 'ตั้งค่าการลงทุนสม่ำเสมอเพื่อให้เป็นไปตามแผน' },
  NONE: { title: 'บัญชีพร้อมใช้งาน', description: 'คุณสามารถลงทุนได้ทันที' },
  API_ERROR: { title: 'ไม่สามารถแสดงสถานะบัญชีได้', description: 'กรุณาลองใหม่ในภายหลัง' },
  SUB_ACCOUNT_WAITING_APPROVE: { title: 'บัญชีย่อยรอการอนุมัติ', description: 'เราจะแจ้งให้ทราบเมื่อบัญชีพร้อมใช้งาน' },
  ON_PROCESS: { title: 'รายการของคุณอยู่ระหว่างดำเนินการ', description: 'ระหว่างนี้ยังทำรายการใหม่ในแผนไม่ได้' },
  PRA_ERROR: { title: 'การลงทุนสม่ำเสมอมีปัญหา', description: 'กรุณาตรวจสอบรายการลงทุนสม่ำเสมอของคุณ' },
  PRA_BATCH_ON_PROCESS: { title: 'การลงทุนสม่ำเสมออยู่ระหว่างดำเนินการ', description: 'ระบบกำลังส่งคำสั่งซื้อตามรอบ' },
  ACCOUNT_MAINTENANCE: { title: 'บัญชีอยู่ระหว่างปรับปรุง', description: 'กรุณาลองใหม่อีกครั้งภายหลัง' },
  ACCOUNT_ERROR: { title: 'บัญชีมีปัญหา', description: 'กรุณาติดต่อเจ้าหน้าที่' },
};

export const ACCOUNT_STATUS_MESSAGES = {
  sectionTitle: 'สถานะบัญชี',
  openAccount: 'เปิดบัญชี',
  continueOpenAccount: 'เปิดบัญชีต่อ',
  fixAccount: 'แก้ไขข้อมูล',
  rejectReason: 'เหตุผล',
  expiresOn: 'หมดอายุวันที่',
  expiredOn: 'หมดอายุเมื่อ',
  bankAccount: 'บัญชีธนาคาร',
  maintenance: 'ประกาศ',
  loadFailed: 'ไม่สามารถโหลดสถานะบัญชีได้',
} as const;
