// Confidences are shown on the 0 to 1 scale of the thresholds an owner sets, whatever a match scored.
import { formatConfidence } from './SourceVerdictNote';

it('shows two decimals, and a score past 1 as 1.00, the top of the thresholds’ scale', () => {
  expect(formatConfidence(0.284)).toBe('0.28');
  expect(formatConfidence(1)).toBe('1.00');
  expect(formatConfidence(1.02)).toBe('1.00');
  expect(formatConfidence(3.3)).toBe('1.00');
  expect(formatConfidence(-0.01)).toBe('0.00');
});
