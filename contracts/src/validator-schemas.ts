import { z } from 'zod';
import { isMobile, isPhone, isPrice } from './validators.js';

/** Zod forms of the rules of validators.ts, for contracts whose fields carry them. */
export const phoneSchema = z.string().trim().refine(isPhone, { message: '您输入的手机号有误' });
export const mobileSchema = z.string().trim().refine(isMobile, { message: '请输入正确的手机号' });
export const priceSchema = z.string().refine(isPrice, { message: '请输入正确的价格，最多两位小数' });
