/**
 * The SEC's standard suitability test for individual investors (issue 11, step 3), as data.
 *
 * Source: สำนักงานคณะกรรมการกำกับหลักทรัพย์และตลาดหลักทรัพย์ (ก.ล.ต.), "แบบมาตรฐานในการประเมิน
 * ความเหมาะสมในการลงทุน" (https://market.sec.or.th/EVENTS/InvestorSurvey.aspx): ten questions,
 * each choice scored 1–4 (question 4 allows several choices and scores the highest); total 10–40.
 * Score bands and the fund risk levels (1–8) each investor level may buy follow the same SEC form:
 * < 15 → 1 (funds 1), 15–21 → 2 (1–4), 22–29 → 3 (1–5), 30–36 → 4 (1–7), ≥ 37 → 5 (1–8).
 */
import { SUITABILITY_BANDS, type SuitabilityBand } from './suitability-bands';

export interface SuitabilityQuestion {
  id: string;
  text: string;
  /** Several choices may be ticked; the highest score counts. */
  multiple?: boolean;
  choices: readonly { score: 1 | 2 | 3 | 4; text: string }[];
}

const q = (id: string, text: string, choices: [string, string, string, string], multiple = false): SuitabilityQuestion => ({
  id,
  text,
  ...(multiple ? { multiple } : {}),
  choices: choices.map((choice, i) => ({ score: (i + 1) as 1 | 2 | 3 | 4, text: choice })),
});

export const SUITABILITY_QUESTIONS: readonly SuitabilityQuestion[] = [
  q('q1', 'ปัจจุบันท่านอายุ', ['มากกว่า 55 ปี', '45–55 ปี', '35–44 ปี', 'น้อยกว่า 35 ปี']),
  q('q2', 'ปัจจุบันท่านมีภาระทางการเงินและค่าใช้จ่ายประจำ เช่น ค่าผ่อนบ้าน รถ ค่าใช้จ่ายส่วนตัว และค่าเลี้ยงดูครอบครัว', [
    'มากกว่าร้อยละ 75 ของรายได้ทั้งหมด',
    'ระหว่างร้อยละ 50 ถึงร้อยละ 75 ของรายได้ทั้งหมด',
    'ระหว่างร้อยละ 25 ถึงร้อยละ 50 ของรายได้ทั้งหมด',
    'น้อยกว่าร้อยละ 25 ของรายได้ทั้งหมด',
  ]),
  q('q3', 'ท่านมีสถานภาพทางการเงินในปัจจุบันอย่างไร', [
    'มีทรัพย์สินน้อยกว่าหนี้สิน',
    'มีทรัพย์สินเท่ากับหนี้สิน',
    'มีทรัพย์สินมากกว่าหนี้สิน',
    'มีความมั่นใจว่ามีเงินออมหรือเงินลงทุนเพียงพอสำหรับการใช้ชีวิตหลังเกษียณอายุแล้ว',
  ]),
  q(
    'q4',
    'ท่านเคยมีประสบการณ์ หรือมีความรู้ในการลงทุนในทรัพย์สินกลุ่มใดต่อไปนี้บ้าง (เลือกได้มากกว่า 1 ข้อ)',
    [
      'เงินฝากธนาคาร',
      'พันธบัตรรัฐบาล หรือกองทุนรวมพันธบัตรรัฐบาล',
      'หุ้นกู้ หรือกองทุนรวมตราสารหนี้',
      'หุ้นสามัญ หรือกองทุนรวมหุ้น หรือสินทรัพย์อื่นที่มีความเสี่ยงสูง',
    ],
    true,
  ),
  q('q5', 'ระยะเวลาที่ท่านคาดว่าจะไม่มีความจำเป็นต้องใช้เงินลงทุนนี้', ['ไม่เกิน 1 ปี', '1 ถึง 3 ปี', '3 ถึง 5 ปี', 'มากกว่า 5 ปี']),
  q('q6', 'ความสามารถในการรับความเสี่ยงของท่าน คือ', [
    'เน้นเงินต้นต้องปลอดภัยและได้รับผลตอบแทนสม่ำเสมอแต่ต่ำได้',
    'เน้นโอกาสได้รับผลตอบแทนที่สม่ำเสมอ แต่อาจเสี่ยงที่จะสูญเสียเงินต้นได้บ้าง',
    'เน้นโอกาสได้รับผลตอบแทนที่สูงขึ้น แต่อาจเสี่ยงที่จะสูญเสียเงินต้นได้มากขึ้น',
    'เน้นผลตอบแทนสูงสุดในระยะยาว แต่อาจเสี่ยงที่จะสูญเงินต้นส่วนใหญ่ได้',
  ]),
  q('q7', 'ท่านเต็มใจที่จะลงทุนในกลุ่มการลงทุนใดมากที่สุด (ผลตอบแทนที่อาจเกิดขึ้นใน 1 ปี)', [
    'กลุ่มที่ 1: มีโอกาสได้รับผลตอบแทน 2.5% โดยไม่ขาดทุนเลย',
    'กลุ่มที่ 2: มีโอกาสได้รับผลตอบแทนสูงสุด 7% แต่อาจมีผลขาดทุนได้ถึง 1%',
    'กลุ่มที่ 3: มีโอกาสได้รับผลตอบแทนสูงสุด 15% แต่อาจมีผลขาดทุนได้ถึง 5%',
    'กลุ่มที่ 4: มีโอกาสได้รับผลตอบแทนสูงสุด 25% แต่อาจมีผลขาดทุนได้ถึง 15%',
  ]),
  q('q8', 'ถ้าท่านเลือกลงทุนในทรัพย์สินที่มีโอกาสได้รับผลตอบแทนมาก แต่มีโอกาสขาดทุนสูงด้วยเช่นกัน ท่านจะรู้สึกอย่างไร', [
    'กังวลและตื่นตระหนกกลัวขาดทุน',
    'ไม่สบายใจแต่พอเข้าใจได้บ้าง',
    'เข้าใจและรับความผันผวนได้ในระดับหนึ่ง',
    'ไม่กังวลกับโอกาสขาดทุนสูง และหวังกับผลตอบแทนที่อาจจะได้รับสูงขึ้น',
  ]),
  q('q9', 'ท่านจะรู้สึกกังวล/รับไม่ได้ เมื่อมูลค่าเงินลงทุนของท่านมีการปรับตัวลดลงในสัดส่วนเท่าใด', [
    '5% หรือน้อยกว่า',
    'มากกว่า 5% ถึง 10%',
    'มากกว่า 10% ถึง 20%',
    'มากกว่า 20% ขึ้นไป',
  ]),
  q('q10', 'หากปีที่แล้วท่านลงทุนไป 100,000 บาท ปีนี้ท่านพบว่ามูลค่าเงินลงทุนลดลงเหลือ 85,000 บาท ท่านจะทำอย่างไร', [
    'ตกใจ และต้องการขายการลงทุนที่เหลือทิ้ง',
    'กังวลใจ และจะปรับเปลี่ยนการลงทุนบางส่วนไปในทรัพย์สินที่เสี่ยงน้อยลง',
    'อดทนถือต่อไปได้ และรอผลตอบแทนปรับตัวกลับมา',
    'ยังมั่นใจ เพราะเข้าใจว่าต้องลงทุนระยะยาว และจะเพิ่มเงินลงทุนในแบบเดิมเพื่อเฉลี่ยต้นทุน',
  ]),
];

/** Answers: question id → the chosen choice scores (one, or several for a `multiple` question). */
export type SuitabilityAnswers = Record<string, readonly number[]>;

/** True when every question has an answer whose scores are choices of that question. */
export function isCompleteAnswers(answers: SuitabilityAnswers): boolean {
  return (
    SUITABILITY_QUESTIONS.every((question) => {
      const picked = answers[question.id];
      if (!picked || picked.length === 0) return false;
      if (!question.multiple && picked.length !== 1) return false;
      return picked.every((score) => question.choices.some((c) => c.score === score)) && new Set(picked).size === picked.length;
    }) && Object.keys(answers).every((id) => SUITABILITY_QUESTIONS.some((question) => question.id === id))
  );
}

/** Total score: one per question, the highest ticked choice for a `multiple` question. */
export function suitabilityScore(answers: SuitabilityAnswers): number {
  return SUITABILITY_QUESTIONS.reduce((sum, question) => sum + Math.max(0, ...(answers[question.id] ?? [])), 0);
}

/** The band of a total score (10–40). */
export function suitabilityBand(score: number): SuitabilityBand {
  const band = SUITABILITY_BANDS.find((b) => score >= b.minScore && score <= b.maxScore);
  if (!band) throw new RangeError(`suitability score out of range: ${score}`);
  return band;
}

/** 'กองทุนความเสี่ยงระดับ 1–4' (what the level allows, in Thai). */
export const allowedFundRiskText = (band: SuitabilityBand): string =>
  band.maxFundRisk === 1 ? 'กองทุนความเสี่ยงระดับ 1' : `กองทุนความเสี่ยงระดับ 1–${band.maxFundRisk}`;
