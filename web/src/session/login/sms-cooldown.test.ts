import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS, smsResendAt, startSmsCooldown } from './sms-cooldown';

describe('SMS resend guard', () => {
  it('holds the next send back for 60 s, across remounts of the form', () => {
    const now = 1_700_000_000_000;
    expect(smsResendAt(now)).toBe(0);
    const until = startSmsCooldown(now);
    expect(until).toBe(now + RESEND_SECONDS * 1000);
    expect(smsResendAt(now + 59_000)).toBe(until);
    expect(smsResendAt(until)).toBe(0);
  });
});
