import { config, locales } from 'zod';

/**
 * Messages a person reads are Chinese: every package that loads the contracts parses with zh-CN. The web's
 * bundler treats the contracts as declarations only (and zod's `z.*` calls as pure), so a browser chunk that
 * parses calls this itself; it is written without `z.` so that it is never dropped as pure.
 */
export function applyChineseMessages(options: { jitless?: boolean } = {}): void {
  config({ ...locales.zhCN(), ...options });
}
applyChineseMessages();
