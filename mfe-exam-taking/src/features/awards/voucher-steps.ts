/**
 * The voucher tutorial (spec 3 §2.1: six steps), each with a title and a text under
 * `examTaking.awards.steps.<key>.title` / `.text`.
 */
export const VOUCHER_STEPS = ['copy', 'partner', 'choose', 'apply', 'check', 'finish'] as const;

export type VoucherStep = (typeof VOUCHER_STEPS)[number];
