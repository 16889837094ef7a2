/** Calculations with the user's figures: one entry point, a formatter and the pure functions behind them. */
export { findCalculation, type FindCalculationOptions } from './find-calculation.ts';
export { calculationCitations, calculationSources, formatCalculation, sourceLabel, type FormatCalculationOptions } from './format-calculation.ts';
export { calculateItp, type ItpInput } from './itp.ts';
export { calculateNewHomeTaxes, type NewHomeTaxesInput } from './new-home-taxes.ts';
export { calculatePlusvalia, type PlusvaliaInput } from './plusvalia.ts';
export { calculateLeaseDeposit, type LeaseDepositInput } from './lease-deposit.ts';
export { calculateRentUpdate, findRentUpdateRegime, type RentUpdateInput, type RentUpdateRegime } from './rent-update.ts';
export { calculateLeaseWithdrawal, type LeaseWithdrawalInput } from './lease-withdrawal.ts';
export { calculateLeaseNotice, type LeaseNoticeInput } from './lease-notice.ts';
export { calculateMortgageFees, type MortgageFeesInput } from './mortgage-fees.ts';
export { calculateCommunityMajority, findCommunityMatter, requiredVotes, type CommunityMajorityInput } from './community-majority.ts';
export { calculateLoeDeadlines, type LoeDeadlinesInput } from './loe-deadlines.ts';
export { calculateArras, type ArrasInput } from './arras.ts';
export { calculateReserveFund, type ReserveFundInput } from './reserve-fund.ts';
export { DATED_TABLES } from './tables.ts';
export type * from './types.ts';
