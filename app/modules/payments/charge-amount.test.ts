import { describe, expect, it } from 'vitest';
import { chargeRatePerXpf, fromMajorUnits, toChargeMinor, toMajorUnits, XPF_PER_EUR } from './charge-amount.ts';

const rates = { xpfPerUsd: 119.33, hkdPerXpf: 0.048 };

describe('charge amounts', () => {
  it('converts whole XPF to the cents of the charge currency at the settings rate', () => {
    expect(toChargeMinor(119_330, 'XPF', 'USD', rates)).toBe(100_000);
    expect(toChargeMinor(1, 'XPF', 'USD', rates)).toBe(1);
    expect(toChargeMinor(2_863_920, 'XPF', 'USD', { ...rates, xpfPerUsd: 100 })).toBe(2_863_920);
  });

  it('uses the fixed 119.33 XPF parity for EUR, whatever the USD rate', () => {
    expect(XPF_PER_EUR).toBe(119.33);
    expect(toChargeMinor(119_330, 'XPF', 'EUR', { ...rates, xpfPerUsd: 110 })).toBe(100_000);
    expect(chargeRatePerXpf('EUR', rates)).toBeCloseTo(1 / 119.33);
  });

  it('uses the HKD rate per XPF for HKD, and leaves an amount already in the charge currency alone', () => {
    expect(toChargeMinor(10_000, 'XPF', 'HKD', rates)).toBe(48_000);
    expect(toChargeMinor(12_345, 'USD', 'USD', rates)).toBe(12_345);
    expect(toChargeMinor(100_000, 'EUR', 'USD', rates)).toBe(100_000);
  });

  it('writes decimal major units for Airwallex and reads them back without float noise', () => {
    expect(toMajorUnits(12_345, 'USD')).toBe(123.45);
    expect(toMajorUnits(10, 'USD')).toBe(0.1);
    expect(toMajorUnits(500, 'XPF')).toBe(500);
    expect(fromMajorUnits(0.29, 'USD')).toBe(29);
    expect(fromMajorUnits(1234.565 - 0.005, 'USD')).toBe(123_456);
  });
});
