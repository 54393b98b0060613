import { z } from 'zod';

/** Messages a person reads are Chinese: every package that loads the contracts parses with zh-CN. */
z.config(z.locales.zhCN());
