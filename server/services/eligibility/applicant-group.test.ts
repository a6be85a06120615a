import { describe, expect, it } from 'vitest';
import { applicantGroupOf, feeGroupOf } from './applicant-group.ts';

describe('fee and applicant groups by nationality', () => {
  it.each([
    ['Germany', 'EU', 'EU'],
    ['FR', 'EU', 'EU'],
    // EEA and Switzerland (Agreement on the EEA; EU–Swiss free movement)
    ['Norway', 'EU', 'EU'],
    ['Switzerland', 'EU', 'EU'],
    // Visa-free for Schengen (Regulation (EU) 2018/1806, Annex II)
    ['United States', 'NON_EU', 'NON_EU'],
    ['United Kingdom', 'NON_EU', 'NON_EU'],
    // Visa required (Annex I)
    ['Jordan', 'NON_EU', 'NON_EU_VISA'],
    ['Saudi Arabia', 'NON_EU', 'NON_EU_VISA'],
    [' egypt ', 'NON_EU', 'NON_EU_VISA'],
  ])('%s pays the %s fee and applies in the %s window', (nationality, fee, window) => {
    expect(feeGroupOf(nationality)).toBe(fee);
    expect(applicantGroupOf(nationality)).toBe(window);
  });
});
