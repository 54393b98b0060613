import { randomHex } from '../util/random.js';

export interface Session {
  token: string;
  accountId: number;
  /** Signed in through the provider's admin link (`session.adminLogin`). */
  impersonated: boolean;
  createdAt: number;
}

interface SmsCode {
  code: string;
  sentAt: number;
  attempts: number;
}

export interface QrTicket {
  uuid: string;
  expiresAt: number;
  scannedBy: number | null;
}

/** A WeChat-binding QR code of one account: scanning it binds the scanner's WeChat to that account. */
export interface BindTicket {
  uuid: string;
  accountId: number;
  expiresAt: number;
}

export const SMS_INTERVAL_MS = 60_000;
export const SMS_VALID_MS = 5 * 60_000;
/** After this many wrong guesses a code is void, so six digits cannot be walked. */
const SMS_MAX_ATTEMPTS = 5;
export const QR_VALID_SECONDS = 120;
/** Oldest sessions are dropped past this many (load tests sign in a lot). */
const MAX_SESSIONS = 100_000;

/**
 * Tokens, SMS codes and QR tickets. Tokens look like `{accountId}_{hex}`: the console reads the part before
 * the underscore as an identifier (spec §4).
 */
export class SessionStore {
  private readonly tokens = new Map<string, Session>();
  private readonly sms = new Map<string, SmsCode>();
  private readonly qr = new Map<string, QrTicket>();
  private readonly binds = new Map<string, BindTicket>();
  /** Impersonation links already used, by signature, until their window ends. */
  private readonly usedLinks = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  issue(accountId: number, impersonated = false): Session {
    const s: Session = { token: `${accountId}_${randomHex(16)}`, accountId, impersonated, createdAt: this.now() };
    this.tokens.set(s.token, s);
    if (this.tokens.size > MAX_SESSIONS) {
      const oldest = this.tokens.keys().next().value;
      if (oldest !== undefined) this.tokens.delete(oldest);
    }
    return s;
  }

  get(token: string): Session | undefined {
    return this.tokens.get(token);
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  revokeAccount(accountId: number): void {
    for (const [t, s] of this.tokens) if (s.accountId === accountId) this.tokens.delete(t);
  }

  /**
   * True the first time a verified impersonation link (its signature `ss`) is used, false ever after: a link
   * signs in once. Kept until `validUntil`, when the link's own time refuses it anyway.
   */
  claimLink(ss: string, validUntil: number): boolean {
    const now = this.now();
    for (const [k, until] of this.usedLinks) if (until < now) this.usedLinks.delete(k);
    const key = ss.toLowerCase();
    if (this.usedLinks.has(key)) return false;
    this.usedLinks.set(key, validUntil);
    return true;
  }

  /** A new code for `phone`, or null when the last one was sent less than a minute ago. */
  sendSms(phone: string): string | null {
    const last = this.sms.get(phone);
    const now = this.now();
    if (last && now - last.sentAt < SMS_INTERVAL_MS) return null;
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    this.sms.set(phone, { code, sentAt: now, attempts: 0 });
    return code;
  }

  lastSms(phone: string): { code: string; sentAt: number } | undefined {
    const s = this.sms.get(phone);
    return s && { code: s.code, sentAt: s.sentAt };
  }

  /** True once per sent code, within five minutes, for the right code. */
  useSms(phone: string, code: string): boolean {
    const s = this.sms.get(phone);
    if (!s || this.now() - s.sentAt > SMS_VALID_MS || s.attempts >= SMS_MAX_ATTEMPTS) return false;
    if (s.code !== code) {
      s.attempts++;
      return false;
    }
    // Single use: keep the send time (for the 60 s limit) but make the code unusable.
    s.attempts = SMS_MAX_ATTEMPTS;
    return true;
  }

  newQr(): QrTicket {
    const now = this.now();
    for (const [k, t] of this.qr) if (t.expiresAt < now - 600_000) this.qr.delete(k);
    const t: QrTicket = { uuid: randomHex(16), expiresAt: now + QR_VALID_SECONDS * 1000, scannedBy: null };
    this.qr.set(t.uuid, t);
    return t;
  }

  qrTicket(uuid: string): QrTicket | undefined {
    return this.qr.get(uuid);
  }

  consumeQr(uuid: string): void {
    this.qr.delete(uuid);
  }

  /** A new binding QR for an account, valid as long as a login QR; an account's older ones stop working. */
  newBindQr(accountId: number): BindTicket {
    const now = this.now();
    for (const [k, t] of this.binds) if (t.accountId === accountId || t.expiresAt < now) this.binds.delete(k);
    const t: BindTicket = { uuid: randomHex(16), accountId, expiresAt: now + QR_VALID_SECONDS * 1000 };
    this.binds.set(t.uuid, t);
    return t;
  }

  /** The binding QR `uuid` while it is valid, used up by reading it. */
  takeBindQr(uuid: string): BindTicket | undefined {
    const t = this.binds.get(uuid);
    this.binds.delete(uuid);
    return t && t.expiresAt >= this.now() ? t : undefined;
  }
}
