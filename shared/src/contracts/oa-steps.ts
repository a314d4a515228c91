import { z } from 'zod';
import {
  ID_CARD_LIFETIME,
  isAdultOn,
  isEmail,
  isIdCardValidOn,
  isIsoDate,
  isThaiMobile,
  isValidThaiId,
  digitsOnly,
  mayHoldLifetimeCard,
} from '../domain/oa-identity';
import { isCompleteAnswers } from '../domain/suitability';
import { FATCA_MESSAGES, isUsTin } from '../domain/fatca-crs';
import { OA_TEXT_LIMITS, tooLongMessage, type OaTextField } from '../domain/oa-field-limits';

/**
 * The bodies of the open-account steps (issue 11; ours, the spec does not show them). The same
 * schemas check the browser form and the server, so both say the same Thai words on a field.
 */
export const OA_STEPS = ['identity', 'work', 'suitability', 'tax', 'bank'] as const;
export const oaStepSchema = z.enum(OA_STEPS);
export type OaStep = z.infer<typeof oaStepSchema>;

export const OA_MESSAGES = {
  required: 'กรุณากรอกข้อมูล',
  thaiName: 'กรุณากรอกเป็นภาษาไทย',
  englishName: 'กรุณากรอกเป็นภาษาอังกฤษ',
  idNumber: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
  date: 'รูปแบบวันที่ไม่ถูกต้อง',
  underAge: 'ผู้เปิดบัญชีต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป (บรรลุนิติภาวะตามประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 19) ผู้เยาว์ยังเปิดบัญชีออนไลน์ไม่ได้',
  idCardExpired: 'บัตรประชาชนหมดอายุแล้ว กรุณาใช้บัตรที่ยังไม่หมดอายุ',
  lifetimeCard: 'บัตรประชาชนตลอดชีพออกให้ผู้มีอายุ 70 ปีขึ้นไป กรุณาระบุวันหมดอายุตามที่พิมพ์บนบัตร',
  mobile: 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง (10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09)',
  email: 'รูปแบบอีเมลไม่ถูกต้อง',
  postcode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  choose: 'กรุณาเลือกคำตอบ',
  suitability: 'กรุณาตอบแบบประเมินให้ครบทุกข้อ',
  taxId: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี หรือเลือกเหตุผลที่ไม่มี',
  accountNo: 'เลขที่บัญชีต้องเป็นตัวเลข 10–12 หลัก',
  accountName: 'ชื่อบัญชีต้องตรงกับชื่อ-นามสกุลของผู้เปิดบัญชี',
  consent: 'กรุณายอมรับข้อตกลงและเงื่อนไขก่อนส่งใบสมัคร',
} as const;

/** A required text field with its own length limit and message (domain/oa-field-limits). */
export const limitedText = (field: OaTextField) =>
  z.string(OA_MESSAGES.required).trim().min(1, OA_MESSAGES.required).max(OA_TEXT_LIMITS[field].max, tooLongMessage(field));
const thai = (field: OaTextField) => limitedText(field).regex(/^[\u0E00-\u0E7F .]+$/, OA_MESSAGES.thaiName);
const english = (field: OaTextField) => limitedText(field).regex(/^[A-Za-z .'-]+$/, OA_MESSAGES.englishName);
const isoDate = z.string(OA_MESSAGES.date).refine(isIsoDate, OA_MESSAGES.date);

/** Contact and address, the same on the application and the KYC review (issue 18). */
export const contactFields = {
  mobile: z.string(OA_MESSAGES.required).refine(isThaiMobile, OA_MESSAGES.mobile).transform(digitsOnly),
  email: limitedText('email').refine(isEmail, OA_MESSAGES.email),
  address: limitedText('address'),
  province: limitedText('province'),
  postcode: z.string(OA_MESSAGES.required).regex(/^\d{5}$/, OA_MESSAGES.postcode),
};

/** The card's expiry day, or 'lifetime' for a card that never expires (ตลอดชีพ). */
const cardExpiry = (today: string) =>
  z
    .string(OA_MESSAGES.date)
    .refine((d) => d === ID_CARD_LIFETIME || isIsoDate(d), { message: OA_MESSAGES.date, abort: true })
    .refine((d) => d === ID_CARD_LIFETIME || isIdCardValidOn(d, today), OA_MESSAGES.idCardExpired);

/**
 * Step 1. Dates are 'YYYY-MM-DD' (the browser asks for them as Thai day, month and Buddhist-era
 * year) and are checked against `today` (the business date, Asia/Bangkok). With `idSaved` (an
 * identity step saved before) an empty ID number means "keep the saved one".
 */
export const identityStepSchema = (today: string, idSaved = false) =>
  z
    .object({
      first_name_th: thai('first_name_th'),
      last_name_th: thai('last_name_th'),
      first_name_en: english('first_name_en'),
      last_name_en: english('last_name_en'),
      birth_date: isoDate.refine((d) => isAdultOn(d, today), OA_MESSAGES.underAge),
      // Left empty on a re-save, the number saved before is kept (the server fills it in).
      id_number: z
        .string(OA_MESSAGES.required)
        .transform(digitsOnly)
        .refine((id) => (idSaved && id === '') || isValidThaiId(id), OA_MESSAGES.idNumber),
      id_card_expiry: cardExpiry(today),
      ...contactFields,
    })
    .refine((v) => v.id_card_expiry !== ID_CARD_LIFETIME || mayHoldLifetimeCard(v.birth_date, today), {
      message: OA_MESSAGES.lifetimeCard,
      path: ['id_card_expiry'],
      when: (payload) => {
        const v = payload.value as { id_card_expiry?: unknown; birth_date?: unknown };
        return v.id_card_expiry === ID_CARD_LIFETIME && typeof v.birth_date === 'string';
      },
    });
export type IdentityStep = z.infer<ReturnType<typeof identityStepSchema>>;

export const OCCUPATIONS = {
  employee: 'พนักงานบริษัทเอกชน',
  government: 'ข้าราชการ / พนักงานรัฐวิสาหกิจ',
  business: 'เจ้าของกิจการ / ค้าขาย',
  freelance: 'อาชีพอิสระ',
  student: 'นักเรียน / นักศึกษา',
  retired: 'เกษียณอายุ',
  other: 'อื่น ๆ',
} as const;
export const INCOME_RANGES = {
  lt15k: 'น้อยกว่า 15,000 บาท',
  '15k-30k': '15,000–30,000 บาท',
  '30k-50k': '30,001–50,000 บาท',
  '50k-100k': '50,001–100,000 บาท',
  gt100k: 'มากกว่า 100,000 บาท',
} as const;
export const FUND_SOURCES = {
  salary: 'เงินเดือน',
  business: 'รายได้จากธุรกิจ',
  savings: 'เงินออม',
  inheritance: 'มรดก',
  investment: 'ผลตอบแทนจากการลงทุน',
  other: 'อื่น ๆ',
} as const;
export const COUNTRIES = { TH: 'ไทย', US: 'สหรัฐอเมริกา', SG: 'สิงคโปร์', JP: 'ญี่ปุ่น', GB: 'สหราชอาณาจักร', OTHER: 'ประเทศอื่น' } as const;
const keys = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** Step 2: work and money. */
export const workStepSchema = z.object({
  occupation: z.enum(keys(OCCUPATIONS), OA_MESSAGES.choose),
  income_range: z.enum(keys(INCOME_RANGES), OA_MESSAGES.choose),
  fund_sources: z
    .array(z.enum(keys(FUND_SOURCES)))
    .min(1, OA_MESSAGES.choose)
    .max(6),
  income_country: z.enum(keys(COUNTRIES), OA_MESSAGES.choose),
  is_pep: z.boolean(OA_MESSAGES.choose),
});
export type WorkStep = z.infer<typeof workStepSchema>;

/** Step 3: question id → chosen scores (see domain/suitability). */
export const suitabilityStepSchema = z.object({
  answers: z.record(z.string(), z.array(z.number().int()).max(4)).refine(isCompleteAnswers, OA_MESSAGES.suitability),
});
export type SuitabilityStep = z.infer<typeof suitabilityStepSchema>;

/** CRS reasons for no tax ID (OECD): A country issues none, B cannot obtain one, C not required. */
export const NO_TIN_REASONS = {
  A: 'ประเทศนี้ไม่ออกเลขประจำตัวผู้เสียภาษี',
  B: 'ไม่สามารถขอเลขประจำตัวผู้เสียภาษีได้',
  C: 'ประเทศนี้ไม่กำหนดให้ต้องเปิดเผยเลขประจำตัวผู้เสียภาษี',
} as const;

/**
 * Step 4: FATCA (US person: a US TIN and the W-9 certification and consent before the step saves)
 * and CRS (tax residences, each with a tax ID or the reason there is none). Answers that contradict
 * each other (domain/fatca-crs) are refused apart: 422 on the server, on the field in the form.
 */
export const taxStepSchema = z
  .object({
    us_person: z.boolean(OA_MESSAGES.choose),
    us_tin: z.string().trim().max(OA_TEXT_LIMITS.us_tin.max, tooLongMessage('us_tin')).optional(),
    w9_consent: z.boolean().optional(),
    tax_residences: z
      .array(
        z
          .object({
            country: z.enum(keys(COUNTRIES), OA_MESSAGES.choose),
            tin: z.string().trim().max(OA_TEXT_LIMITS.tin.max, tooLongMessage('tin')).optional(),
            no_tin_reason: z.enum(keys(NO_TIN_REASONS)).optional(),
          })
          // Left empty, a Thai tax ID is the national ID of step 1 and a US one the US TIN above (the server fills them in).
          .refine((r) => Boolean(r.tin) || Boolean(r.no_tin_reason) || r.country === 'TH' || r.country === 'US', {
            message: OA_MESSAGES.taxId,
            path: ['tin'],
          }),
      )
      .min(1, OA_MESSAGES.choose)
      .max(5),
  })
  .superRefine((v, ctx) => {
    if (!v.us_person) return;
    if (!v.us_tin || !isUsTin(v.us_tin)) ctx.addIssue({ code: 'custom', path: ['us_tin'], message: FATCA_MESSAGES.usTin });
    if (v.w9_consent !== true) ctx.addIssue({ code: 'custom', path: ['w9_consent'], message: FATCA_MESSAGES.w9 });
  });
export type TaxStep = z.infer<typeof taxStepSchema>;

/** Step 4 as read back: a tax ID is personal data (a Thai one is the national ID), so only masked. */
export const taxViewSchema = z.object({
  us_person: z.boolean(),
  us_tin_masked: z.string().optional(),
  w9_consent: z.boolean().optional(),
  tax_residences: z.array(
    z.object({
      country: z.enum(keys(COUNTRIES)),
      tin_masked: z.string().optional(),
      no_tin_reason: z.enum(keys(NO_TIN_REASONS)).optional(),
    }),
  ),
});
export type TaxView = z.infer<typeof taxViewSchema>;

/** Banks for redemptions and ATS; the logo is drawn from the code (no outside image). */
export const BANKS = {
  KBANK: 'ธนาคารกสิกรไทย',
  SCB: 'ธนาคารไทยพาณิชย์',
  BBL: 'ธนาคารกรุงเทพ',
  KTB: 'ธนาคารกรุงไทย',
  BAY: 'ธนาคารกรุงศรีอยุธยา',
  TTB: 'ธนาคารทหารไทยธนชาต',
  KKP: 'ธนาคารเกียรตินาคินภัทร',
} as const;
export type BankCode = keyof typeof BANKS;

/** Step 5: the account name is matched to the identity step's names on the server. */
export const bankStepSchema = z.object({
  bank_code: z.enum(keys(BANKS), OA_MESSAGES.choose),
  account_no: z
    .string(OA_MESSAGES.required)
    .transform(digitsOnly)
    .refine((v) => /^\d{10,12}$/.test(v), OA_MESSAGES.accountNo),
  account_name: limitedText('account_name'),
  ats: z.boolean(OA_MESSAGES.choose),
});
export type BankStep = z.infer<typeof bankStepSchema>;

export const stepBodySchema = (step: OaStep, today: string, idSaved = false) =>
  ({
    identity: identityStepSchema(today, idSaved),
    work: workStepSchema,
    suitability: suitabilityStepSchema,
    tax: taxStepSchema,
    bank: bankStepSchema,
  })[step];
